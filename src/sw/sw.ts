import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

import { CACHE_NAMES, isCachedImage, isHashedAsset, isNavigation, OFFLINE_PAGE } from './routes';

/**
 * The service worker every tenant shares (docs/architecture.md, Service worker). `wl build`
 * compiles it once and writes each tenant's copy with that tenant's precache list in place of
 * `self.__WB_MANIFEST` (cli/lib/service-worker.ts).
 */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
};

const DAY = 24 * 60 * 60;

// A new worker takes over at once: it only ever answers hashed files and the offline page, and
// pages always come from the network, so old and new releases never mix within one page load.
void self.skipWaiting();
clientsClaim();
navigationPreload.enable();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const origin = self.location.origin;

registerRoute(
  ({ request, url }) => isNavigation(request, url, origin),
  new NetworkOnly({ networkTimeoutSeconds: 10 }),
);

registerRoute(
  ({ request, url }) => isHashedAsset(request, url, origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => isCachedImage(request, url, origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A page that cannot reach the network gets the tenant's offline page, never the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});
