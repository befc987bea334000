/**
 * The inline script of index.html (compiled by the build into the page, see landing-build.ts): runs
 * before any other script, so whichever route the player lands on downloads its screen and texts
 * beside the entry instead of one after another once the entry runs. It also starts the startup
 * requests and the route's own first requests (RouteDef.firstRequests; on home the announcements,
 * whose first banner the first-paint shell shows), which the app takes over. It
 * adds the entry and the preloads after the shell's first contentful paint where the shell has
 * content (home, the account screens, the promotions' picture, the game list, the lottery list, a
 * guest's member centre, an agent's home), elsewhere at once.
 * It imports only types, small constants and the computed requests' builders (computed-requests.ts):
 * it is inlined into every page and must stay about 2 kB gzip.
 */
import {
  type EarlyRequest,
  type EarlyRequests,
  type EarlyResponse,
  STARTUP_REQUESTS,
} from '../lib/early-requests';
import { COMPUTED_REQUESTS } from './computed-requests';
import { onFirstContentfulPaint } from './contentful-paint';
import { atPath, type LandingPlan, landingPath, pageShell, SHELL_NAMESPACES } from './landing-plan';
import { type InlinedTenant, inlinedTenant, pageLanguage } from './page-language';
import { type StoredSession, storedSession } from './stored-session';

type LandingWindow = Window & {
  PerformanceObserver?: typeof PerformanceObserver;
  __wlEarly?: EarlyRequests;
  navigator: { standalone?: boolean };
};

export function runLanding(plan: LandingPlan, win: LandingWindow): void {
  const doc = win.document;
  const { search } = win.location;
  const session = storedSession(win);
  // A guest on a members' page is sent to login (or home): that page's files are the ones needed.
  const pathname = landingPath(plan, win.location.pathname, Boolean(session?.token));
  const home = plan.home.indexOf(pathname) >= 0;
  let urls: string[] = [];
  try {
    const tenant = inlinedTenant(doc);
    const language = pageLanguage(win, tenant);
    urls = routePreloads(plan, pathname, language);
    const headers = requestHeaders(win, tenant, language, session);
    const base = (tenant.api?.baseUrl ?? '').replace(/\/+$/, '');
    const early: EarlyRequests = (win.__wlEarly = {});
    // Five at most with the route's (landing-build.ts MAX_FIRST_REQUESTS): the entry still finds
    // one of six HTTP/1.1 connections free.
    startRequests(win, early, base, headers, STARTUP_REQUESTS);
    startRequests(win, early, base, headers, routeRequests(plan, pathname, search, language));
  } catch {
    // A broken config or storage never stops the entry below.
  }
  // The entry first: over HTTP/1.1 (six connections) the largest file must not queue behind the
  // route's small chunks and requests, which are needed only once it runs.
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    if (plan.entry) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = plan.entry;
      doc.head.appendChild(script);
    }
    for (const url of plan.entryPreloads.concat(urls)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      doc.head.appendChild(link);
    }
  };
  // Where the shell shows something (home's logo and banner, the account screens' logo, the lead
  // promotion's picture, the game list's first tiles, the lottery list, a guest's member centre
  // header, an agent's hero), the entry waits for that first contentful paint: it would take the
  // bandwidth, and Lighthouse counts every request started before that paint as holding it up.
  // Elsewhere nothing paints before the entry has run, and a hidden page (background tab,
  // prerender) paints nothing to wait for.
  const shell = pageShell(plan, pathname, session);
  const shellPaints = home || (shell !== undefined && shell !== 'bare');
  if (!shellPaints || doc.visibilityState === 'hidden') go();
  else onFirstContentfulPaint(win, PAINT_WAIT_MS, go);
}

/** At most this long after the landing script, the entry goes even without a contentful paint. */
const PAINT_WAIT_MS = 500;

/** The texts of `language` (English when it has none) and the landing route's own chunks. */
export function routePreloads(plan: LandingPlan, pathname: string, language: string): string[] {
  const at = atPath(plan.routes, pathname);
  const route = at === undefined ? undefined : plan.screens[at];
  const texts = plan.texts[language] ?? plan.texts.en ?? {};
  const namespaces = [...SHELL_NAMESPACES, ...(route ? route.texts : [])];
  const urls: string[] = [];
  for (const namespace of namespaces) if (texts[namespace]) urls.push(texts[namespace]);
  for (const index of route ? route.files : []) urls.push(plan.files[index]!);
  return urls;
}

/**
 * The landing route's first GETs, each `{name}` filled with the page's query parameter `name`,
 * encoded as the api client encodes a path parameter (src/lib/api-call.ts); a request whose
 * parameter is missing is left to the app. An `@name` is worked out by COMPUTED_REQUESTS.
 */
export function routeRequests(
  plan: LandingPlan,
  pathname: string,
  search: string,
  language: string,
): string[] {
  const at = atPath(plan.routes, pathname);
  const query = new URLSearchParams(search);
  const paths: string[] = [];
  for (const template of at === undefined ? [] : plan.screens[at]!.requests) {
    const computed = COMPUTED_REQUESTS[template];
    if (computed) {
      paths.push(computed(query, language));
      continue;
    }
    let complete = true;
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = query.get(name);
      if (value === null || value === '') complete = false;
      return encodeURIComponent(value ?? '');
    });
    if (complete) paths.push(path);
  }
  return paths;
}

/** The headers the api client would send (src/lib/api-client.ts `baseHeaders`). */
function requestHeaders(
  win: LandingWindow,
  tenant: InlinedTenant,
  language: string,
  session: StoredSession | null,
) {
  const standalone =
    win.navigator.standalone || win.matchMedia('(display-mode: standalone)').matches;
  const headers: Record<string, string> = {
    Merchant: session?.merchantCode || tenant.merchantCode,
    Language: language.toUpperCase().replace('-', '_'),
    Device: standalone ? 'OTHERS' : 'web',
    'Content-Type': 'application/json;charset=UTF-8',
  };
  if (session?.token) headers.Authorization = session.token;
  return headers;
}

/** GETs for the api client to take over (src/lib/early-requests.ts), noted in `early`. */
function startRequests(
  win: LandingWindow,
  early: EarlyRequests,
  base: string,
  headers: Record<string, string>,
  paths: readonly string[],
) {
  for (const path of paths) {
    const request: EarlyRequest = (early[base + path] = {
      headers,
      response: Promise.resolve(null),
    });
    request.response = win
      .fetch(base + path, { headers, credentials: 'include' })
      .then((answer) =>
        answer.json().then((data): EarlyResponse => {
          request.arrived = { status: answer.status, data };
          request.at = Date.now();
          return request.arrived;
        }),
      )
      .catch(() => null);
  }
}
