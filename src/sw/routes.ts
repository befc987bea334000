/**
 * Which requests the service worker answers, and how (src/sw/sw.ts). Pure, so tests can read them.
 * Everything not matched here is left to the browser: the platform API (`/wps`, `/lgw`: balances,
 * sessions, member data, and catalogues that are per merchant, language and session), the dev back
 * office, other origins, and any non-GET request.
 */

/** The branded offline page `wl build` writes per tenant and precaches (cli/lib/service-worker.ts). */
export const OFFLINE_PAGE = '/offline.html';

/** Runtime cache names; precached files live in Workbox's own precache. */
export const CACHE_NAMES = { images: 'wl-images', assets: 'wl-assets' } as const;

const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];

interface RequestLike {
  method: string;
  mode: string;
  destination: string;
}

const isSameOriginGet = (request: RequestLike, url: URL, origin: string) =>
  request.method === 'GET' && url.origin === origin;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A page load of the site: always tried on the network first (a release is never pinned). */
export function isNavigation(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.mode === 'navigate' && isSameOriginGet(request, url, origin) && !isApiPath(url.pathname)
  );
}

/**
 * Game icons, banners and other pictures in a folder of this origin. Files at the root (the
 * tenant's logo and icons, which keep their names across releases) are left to HTTP caching, and
 * other origins' images too: an opaque answer cannot be told from an error and costs quota padding.
 */
export function isCachedImage(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.destination === 'image' &&
    isSameOriginGet(request, url, origin) &&
    !isApiPath(url.pathname) &&
    url.pathname.lastIndexOf('/') > 0
  );
}

/** Content-hashed build output: a name never changes content, so the cache can answer first. */
export function isHashedAsset(request: RequestLike, url: URL, origin: string): boolean {
  return isSameOriginGet(request, url, origin) && url.pathname.startsWith('/assets/');
}
