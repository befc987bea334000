/** Where `wl build` puts each tenant's worker (cli/lib/service-worker.ts); its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

type Container = Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;

/** The browser's service worker container, or undefined where there is none (jsdom, old browsers, insecure origins). */
export function serviceWorkerContainer(nav: Navigator = navigator): Container | undefined {
  return 'serviceWorker' in nav ? nav.serviceWorker : undefined;
}

/**
 * Registers the tenant's service worker. A page that was already controlled and sees a new worker
 * take over got a new release (the worker activates at once, src/sw/sw.ts): `onUpdated` tells the
 * player. The first install takes control too, but nothing was updated then.
 */
export async function registerServiceWorker(
  container: Container,
  onUpdated: () => void,
): Promise<void> {
  const wasControlled = container.controller !== null;
  container.addEventListener(
    'controllerchange',
    () => {
      if (wasControlled) onUpdated();
    },
    { once: true },
  );
  // Never from the HTTP cache: a fixed worker reaches players on their next page load.
  await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
}
