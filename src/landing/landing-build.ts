/**
 * Build side of the landing script (used by the `wl-landing` plugin in vite.config.ts): works out
 * each route's chunks from the bundle, takes the entry out of the page, and compiles landing.ts into
 * the inline script. Runs in Node at build time only; nothing here reaches the browser bundle.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { build } from 'rolldown';
import type { Rolldown } from 'vite';

import { guestRedirectOf, type RouteDef } from '../registry/route-types';
import {
  LANDING_PLAN_ID,
  type LandingPlan,
  type LandingRoutePlan,
  type ShellKind,
} from './landing-plan';
import { COMPUTED_REQUEST_NAMES } from './computed-request-names';
import { TENANT_SHELL_MARKER } from './shell-ids';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The home screen loads from screens.ts, every other screen through screen-loaders.ts. */
const HOME_SCREEN = 'features/home/HomeScreen';
const SCREEN_LOADERS = 'app/screen-loaders.ts';
const LOCALE_MODULE = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/;
/**
 * `id: () => import('…')`, `id: withTexts('namespace', () => import('…'))`, with the import perhaps
 * first in a `Promise.all([…])`, in screen-loaders.ts. A screen it misses fails the build.
 */
const LOADER =
  /(\w+): (?:withTexts\('(\w+)',\s*)?\(\) =>\s*(?:Promise\.all\(\[)?import\('([^']+)'\)/g;

/**
 * The screens drawn in src/ui/BrandedPage (back button, then the logo): the first-paint shell
 * draws their logo where the page will (tests/cli/landing-plan.test.ts keeps the list true).
 */
export const BRANDED_PAGE_SCREENS: readonly string[] = ['login', 'register', 'forgotPassword'];

export interface ScreenModule {
  /** Source path without extension, relative to src/. */
  module: string;
  texts: string[];
}

/** Each screen's module and namespaces, as screen-loaders.ts (and screens.ts for home) load them. */
export function readScreenModules(srcDir: string): Map<string, ScreenModule> {
  const file = path.join(srcDir, SCREEN_LOADERS);
  // An app without routes (a test's minimal app) has no loaders either.
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const screens = new Map<string, ScreenModule>([['home', { module: HOME_SCREEN, texts: [] }]]);
  for (const [, id, namespace, specifier] of source.matchAll(LOADER)) {
    const module = path.posix.join(path.posix.dirname(SCREEN_LOADERS), specifier!);
    screens.set(id!, { module, texts: namespace ? [namespace] : [] });
  }
  return screens;
}

interface PlanInput {
  bundle: OutputBundle;
  routes: readonly RouteDef[];
  screens: Map<string, ScreenModule>;
  srcDir: string;
  base?: string;
  entry?: string;
  entryPreloads?: string[];
}

export function collectLandingPlan(input: PlanInput): LandingPlan {
  const { bundle, routes, screens, srcDir, base = '/' } = input;
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
  // The texts are entries too (emitted by the plugin), but the page's entry is the app's.
  const entry = chunks.find((chunk) => chunk.isEntry && !isLocaleFile(chunk.facadeModuleId ?? ''));
  const inEntry = new Set(entry ? staticClosure(entry, byFile) : []);
  const chunkOf = (module: string) => {
    const file = path.join(srcDir, module);
    const found = byModule.get(`${file}.tsx`) ?? byModule.get(`${file}.ts`);
    if (!found) throw new Error(`landing plan: no chunk for ${module} (is it loaded lazily?)`);
    return found;
  };

  const files: string[] = [];
  const indexOf = (file: string) => {
    const url = base + file;
    const at = files.indexOf(url);
    return at >= 0 ? at : files.push(url) - 1;
  };
  const screenPlans: LandingRoutePlan[] = [];
  const screenIndex = new Map<string, number>();
  const routePlan = ({ screen: screenId, firstRequests }: RouteDef): LandingRoutePlan => {
    const screen = screens.get(screenId);
    if (!screen) throw new Error(`landing plan: screen-loaders.ts has no loader for "${screenId}"`);
    const loaders = screenId === 'home' ? [] : [chunkOf(SCREEN_LOADERS.replace(/\.ts$/, ''))];
    const start = [chunkOf(screen.module), ...loaders];
    const closure = new Set(start.flatMap((chunk) => staticClosure(chunk, byFile)));
    const own = [...closure].filter((file) => !inEntry.has(file));
    return { files: own.map(indexOf), texts: screen.texts, requests: [...firstRequests] };
  };
  const indexOfScreen = (route: RouteDef) => {
    checkFirstRequests(route);
    const known = screenIndex.get(route.screen);
    if (known === undefined) {
      const at = screenPlans.push(routePlan(route)) - 1;
      screenIndex.set(route.screen, at);
      return at;
    }
    if (screenPlans[known]!.requests.join() !== route.firstRequests.join()) {
      throw new Error(
        `landing plan: routes of the screen "${route.screen}" differ in firstRequests`,
      );
    }
    return known;
  };

  const home = routes.find((route) => route.id === 'home');
  const login = routes.find((route) => route.id === 'login');
  const guestPages = { home: home?.path, login: login?.path };
  const planned: Record<string, number> = {};
  const shells: Record<string, ShellKind> = {};
  const guestRedirects: Record<string, string> = {};
  for (const route of routes) {
    const at = indexOfScreen(route);
    const shell = shellOf(route);
    const guestTo = guestRedirectOf(route);
    const guestPage = guestTo ? guestPages[guestTo] : undefined;
    for (const pathname of [route.path, ...route.aliases]) {
      planned[pathname] = at;
      if (shell) shells[pathname] = shell;
      if (guestPage) guestRedirects[pathname] = guestPage;
    }
  }
  return {
    files,
    ...(input.entry ? { entry: input.entry } : {}),
    entryPreloads: input.entryPreloads ?? [],
    texts: localeTexts(chunks, base),
    screens: screenPlans,
    routes: planned,
    home: home ? [home.path, ...home.aliases] : [],
    shells,
    guestRedirects,
  };
}

/**
 * A route's first requests beside the two startup requests: with the entry, six, what a browser
 * opens to one host over HTTP/1.1, so the entry never queues behind them.
 */
export const MAX_FIRST_REQUESTS = 3;

/**
 * The landing script starts a route's first requests for every visitor: on a page a guest may not
 * open they would be sent for nothing before the redirect.
 */
function checkFirstRequests(route: RouteDef) {
  if (route.firstRequests.length && route.access !== 'public') {
    throw new Error(`landing plan: ${route.id} has firstRequests but is not public`);
  }
  const unknown = route.firstRequests.find(
    (request) => request.startsWith('@') && !COMPUTED_REQUEST_NAMES.includes(request),
  );
  if (unknown) {
    throw new Error(`landing plan: ${route.id} names ${unknown}, not in computed-requests.ts`);
  }
  if (route.firstRequests.length > MAX_FIRST_REQUESTS) {
    throw new Error(
      `landing plan: ${route.id} has ${route.firstRequests.length} firstRequests, at most ${MAX_FIRST_REQUESTS} start beside the entry`,
    );
  }
}

/**
 * Screens with a header whose largest paint the shell draws below the bar from their first
 * requests: the lead promotion's picture (server/http/shell-picture.ts puts it in the page where it
 * can), the game list's first tiles, the lottery list.
 */
export const CONTENT_SHELL_SCREENS: Readonly<Record<string, ShellKind>> = {
  activity: 'promotions',
  gameList: 'games',
  moreLottery: 'lotteries',
};

/**
 * Screens without a header whose first paint the shell draws: the member centre's guest prompt,
 * the agent home's hero.
 */
export const HEADERLESS_CONTENT_SCREENS: Readonly<Record<string, ShellKind>> = {
  memberCentre: 'member',
  agentHome: 'agent',
};

/** The shell of a route; undefined where the shell draws the bar alone. */
function shellOf(route: RouteDef): ShellKind | undefined {
  if (route.chrome.header) return CONTENT_SHELL_SCREENS[route.screen];
  if (BRANDED_PAGE_SCREENS.includes(route.screen)) return 'brand';
  return HEADERLESS_CONTENT_SCREENS[route.screen] ?? 'bare';
}

/** Whether a module is a text file, `src/locales/<language>/<namespace>.json`. */
export const isLocaleFile = (id: string) => LOCALE_MODULE.test(id);

/** Every text file, `src/locales/<language>/<namespace>.json`, as absolute paths. */
export function localeFiles(srcDir: string): string[] {
  const localesDir = path.join(srcDir, 'locales');
  if (!existsSync(localesDir)) return [];
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(path.join(localesDir, language.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(localesDir, language.name, file)),
    )
    .sort();
}

/** Each language's namespaces (dayjs and other locale files are not texts). */
function localeTexts(chunks: OutputChunk[], base: string): LandingPlan['texts'] {
  const texts: LandingPlan['texts'] = {};
  for (const chunk of chunks) {
    const [, language, namespace] = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (language && namespace) (texts[language] ??= {})[namespace] = base + chunk.fileName;
  }
  return texts;
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(start: OutputChunk, byFile: Map<string, OutputChunk>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the entry's `<script type="module">` and its modulepreload links out of the page: the inline
 * script requests them after the first paint.
 */
export function deferEntry(html: string): {
  html: string;
  entry?: string;
  entryPreloads: string[];
} {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, entryPreloads: [] };
  const entryPreloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1] as string);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''), entry, entryPreloads };
}

/** The plan as JSON for the page; `<` escaped so no file name can close the element. */
export const planJson = (plan: LandingPlan): string =>
  JSON.stringify(plan).replace(/</g, '\\u003c');

/** The plan's element and the inline script, for `<head>` (after the tenant config). */
export const landingHead = (plan: LandingPlan, script: string): string =>
  `<script type="application/json" id="${LANDING_PLAN_ID}">${planJson(plan)}</script>\n` +
  `  <script>${script}</script>`;

const PLAN_ELEMENT = new RegExp(
  `(<script type="application/json" id="${LANDING_PLAN_ID}">)([^<]*)(</script>)`,
);

/** The plan inside a built page, if it has one. */
export function readPlan(html: string): LandingPlan | undefined {
  const json = PLAN_ELEMENT.exec(html)?.[2];
  return json ? (JSON.parse(json) as LandingPlan) : undefined;
}

/** Rewrites the plan inside a built page (wl build keeps each tenant's languages only). */
export function rewritePlan(html: string, change: (plan: LandingPlan) => LandingPlan): string {
  return html.replace(PLAN_ELEMENT, (_, open: string, json: string, close: string) => {
    return open + planJson(change(JSON.parse(json) as LandingPlan)) + close;
  });
}

/** `entry` (under src/) and its imports as one minified script, run in the page as it is parsed. */
async function compileInlineScript(srcDir: string, entry: string): Promise<string> {
  const result = await build({
    input: path.join(srcDir, entry),
    write: false,
    output: { format: 'iife', minify: true },
  });
  const [chunk] = result.output;
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry}: nothing compiled`);
  return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
}

/** landing.ts as the head's inline script. */
export const compileLandingScript = (srcDir: string) =>
  compileInlineScript(srcDir, 'landing/inline.ts');

/** shell.ts as the script that follows the first-paint shell. */
export const compileShellScript = (srcDir: string) =>
  compileInlineScript(srcDir, 'landing/shell-inline.ts');

/** The page with the shell's script after the shell's marker, so it runs right after the shell. */
export const withShellScript = (html: string, script: string): string =>
  html.replace(TENANT_SHELL_MARKER, () => `${TENANT_SHELL_MARKER}<script>${script}</script>`);
