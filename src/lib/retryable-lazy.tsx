import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// Typed as React.lazy itself is: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export interface Preloadable {
  /** Loads the component's code now; settles (never rejects) once it is loaded or has failed. */
  preload(): Promise<void>;
}

/**
 * A thenable that calls back at once: React.lazy reads a module it gets this way on the same render
 * instead of suspending (a Suspense boundary that suspends shows its content 300 ms late at the
 * earliest, React's fallback throttle).
 */
const settled = <T,>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

/**
 * React.lazy that forgets a failed load, and can be loaded ahead of its first render (`preload`):
 * rendered after that, it draws at once. React.lazy keeps a rejected import for the life of the
 * page; this one asks again on its next render (a retry, another visit to the screen). Whether the
 * browser then fetches the chunk again depends on it dropping failed module fetches from its module
 * map (whatwg/html#10327, merged in 2024, being implemented in the engines).
 */
export function retryableLazy<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
): C & Preloadable {
  let loaded: { default: C } | undefined;
  let loading: Promise<{ default: C }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const attempt = () =>
    loaded
      ? settled(loaded)
      : loadOnce().catch((error: unknown) => {
          current = lazy(attempt);
          throw error;
        });
  let current: LazyExoticComponent<C> = lazy(attempt);
  function Retryable(props: ComponentProps<C>) {
    const Current = current as AnyComponent;
    return <Current {...props} />;
  }
  Retryable.preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Retryable as unknown as C & Preloadable;
}
