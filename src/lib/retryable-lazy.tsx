import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// Typed as React.lazy itself is: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy that forgets a failed load. React.lazy keeps a rejected import for the life of the
 * page; this one asks again on its next render (a retry, another visit to the screen). Whether the
 * browser then fetches the chunk again depends on it dropping failed module fetches from its module
 * map (whatwg/html#10327, merged in 2024, being implemented in the engines).
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
