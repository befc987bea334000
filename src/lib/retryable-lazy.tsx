import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// Typed as React.lazy itself is: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy that forgets a failed load. React.lazy keeps a rejected import for the life of the
 * page, so one chunk lost on a flaky connection breaks that screen until a reload; this one loads
 * again on its next render (a retry, another visit to the screen).
 */
export function retryableLazy<C extends AnyComponent>(load: () => Promise<{ default: C }>): C {
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  let current: LazyExoticComponent<C> = lazy(attempt);
  function Retryable(props: ComponentProps<C>) {
    const Current = current as AnyComponent;
    return <Current {...props} />;
  }
  return Retryable as C;
}
