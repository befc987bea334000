import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { decideAccess } from '../../src/app/guard/access';
import type { GateContext } from '../../src/registry';
import type { RouteDef } from '../../src/registry/route-types';
import { routes } from '../../src/registry/routes';
import {
  BRANDED_PAGE_SCREENS,
  collectLandingPlan,
  deferEntry,
  landingHead,
  readPlan,
  readScreenModules,
  rewritePlan,
} from '../../src/landing/landing-build';
import { planForLanguages } from '../../src/landing/landing-plan';
import { ACTIVITY_PATH } from '../../server/http/shell-picture';

const SRC = '/app/src';

function chunk(fileName: string, module: string | null, imports: string[] = [], isEntry = false) {
  const facadeModuleId = module && path.join(SRC, module);
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry } as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', 'main.tsx', ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/HomeScreen.js', 'features/home/HomeScreen.tsx', [
      'assets/react.js',
      'assets/tile.js',
    ]),
    chunk('assets/tile.js', null, ['assets/react.js']),
    chunk('assets/loaders.js', 'app/screen-loaders.ts', ['assets/react.js']),
    chunk('assets/Login.js', 'features/auth/LoginScreen.tsx', ['assets/form.js']),
    chunk('assets/form.js', null),
    chunk('assets/Deposit.js', 'features/deposit/DepositScreen.tsx', ['assets/form.js']),
    chunk('assets/Mine.js', 'features/member-centre/MemberCentreScreen.tsx'),
    chunk('assets/Agent.js', 'features/agent/AgentHomeScreen.tsx'),
    chunk('assets/en-common.js', 'locales/en/common.json'),
    chunk('assets/en-shell.js', 'locales/en/shell.json'),
    chunk('assets/en-deposit.js', 'locales/en/deposit.json'),
    chunk('assets/pt-shell.js', 'locales/pt/shell.json'),
    chunk('assets/pt-deposit.js', 'locales/pt/deposit.json'),
    chunk('assets/es.js', null),
  ].map((item) => [item.fileName, item]),
) as Rolldown.OutputBundle;

const screens = new Map([
  ['home', { module: 'features/home/HomeScreen', texts: [] }],
  ['login', { module: 'features/auth/LoginScreen', texts: [] }],
  ['voucherCenter', { module: 'features/deposit/DepositScreen', texts: ['deposit'] }],
  ['memberCentre', { module: 'features/member-centre/MemberCentreScreen', texts: [] }],
  ['agentHome', { module: 'features/agent/AgentHomeScreen', texts: [] }],
]);

const someRoutes = routes.filter((route) =>
  ['home', 'login', 'voucherCenter', 'mine', 'agent', 'agentHome'].includes(route.id),
);
const plan = collectLandingPlan({
  bundle,
  routes: someRoutes,
  screens,
  srcDir: SRC,
  entry: '/assets/index.js',
  entryPreloads: ['/assets/runtime.js'],
});
const screenOf = (pathname: string) => plan.screens[plan.routes[pathname]!]!;
const filesOf = (pathname: string) => screenOf(pathname).files.map((at) => plan.files[at]);

describe('collectLandingPlan', () => {
  it('gives home its chunk and the imports the entry does not load already', () => {
    expect(filesOf('/m/home')).toEqual(['/assets/HomeScreen.js', '/assets/tile.js']);
    expect(filesOf('/')).toEqual(filesOf('/m/home'));
    expect(plan.home).toEqual(['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html']);
  });

  it('gives every other route the loaders chunk, its screen and their imports, and its namespace', () => {
    expect(filesOf('/m/login')).toEqual([
      '/assets/Login.js',
      '/assets/form.js',
      '/assets/loaders.js',
    ]);
    expect(filesOf('/m/voucherCenter')).toEqual([
      '/assets/Deposit.js',
      '/assets/form.js',
      '/assets/loaders.js',
    ]);
    expect(screenOf('/m/voucherCenter').texts).toEqual(['deposit']);
    expect(plan.routes['/']).toBe(plan.routes['/m/home']);
    expect(plan.files.filter((file) => file === '/assets/form.js')).toHaveLength(1);
  });

  it("lists each language's namespaces (other locale files are not texts)", () => {
    expect(plan.texts).toEqual({
      en: {
        common: '/assets/en-common.js',
        shell: '/assets/en-shell.js',
        deposit: '/assets/en-deposit.js',
      },
      pt: { shell: '/assets/pt-shell.js', deposit: '/assets/pt-deposit.js' },
    });
  });

  it("names the shell of each path without the header bar: the account screens' logo, the member centre's guest prompt, the agent home's hero, else nothing", () => {
    expect(plan.shells).toEqual({
      '/m/login': 'brand',
      '/m/mine': 'member',
      '/m/member/home': 'member',
      '/m/agent': 'agent',
      '/m/agent/home': 'agent',
    });
  });

  it("names the promotions page's shell, whose picture the server can put in the page", () => {
    const activity = routes.filter((route) => route.screen === 'activity');
    const withActivity = collectLandingPlan({
      bundle: {
        ...bundle,
        'assets/Activity.js': chunk('assets/Activity.js', 'features/rewards/ActivityScreen.tsx'),
      },
      routes: activity,
      screens: new Map([['activity', { module: 'features/rewards/ActivityScreen', texts: [] }]]),
      srcDir: SRC,
    });
    const paths = activity.flatMap((route) => [route.path, ...route.aliases]);
    expect(paths.length).toBeGreaterThan(0);
    expect(withActivity.shells).toEqual(
      Object.fromEntries(paths.map((pathname) => [pathname, 'promotions'])),
    );
    for (const pathname of paths) expect(ACTIVITY_PATH.test(pathname), pathname).toBe(true);
  });

  it("sends a guest from a members' page where the app does: login, or home", () => {
    expect(plan.guestRedirects).toEqual({
      '/m/voucherCenter': '/m/login',
      '/m/agent': '/m/home',
      '/m/agent/home': '/m/home',
    });
    const guest: GateContext = {
      flags: {} as GateContext['flags'],
      session: null,
      member: null,
      promotions: { REFERRAL: false, MISSION: false },
      settings: {} as GateContext['settings'],
    };
    for (const route of someRoutes) {
      const decision = decideAccess(route, guest, route.path);
      const sentTo = decision.kind === 'redirect' ? decision.to.split('?')[0] : undefined;
      expect(plan.guestRedirects[route.path], route.id).toBe(sentTo);
    }
  });

  it("carries each screen's first requests, and refuses them where a guest may not land", () => {
    const withRequests = someRoutes.map((route) =>
      route.id === 'login' ? { ...route, firstRequests: ['/wps/a?b=1'] } : route,
    );
    const collect = (list: readonly RouteDef[]) =>
      collectLandingPlan({ bundle, routes: list, screens, srcDir: SRC });
    const built = collect(withRequests);
    expect(built.screens[built.routes['/m/login']!]!.requests).toEqual(['/wps/a?b=1']);
    expect(built.screens[built.routes['/m/voucherCenter']!]!.requests).toEqual([]);

    const memberOnly = someRoutes.map((route) =>
      route.id === 'voucherCenter' ? { ...route, firstRequests: ['/wps/a'] } : route,
    );
    expect(() => collect(memberOnly)).toThrow(/voucherCenter has firstRequests but is not public/);
    const twin = { ...withRequests.find((route) => route.id === 'login')!, id: 'again' };
    expect(() =>
      collect([...withRequests, { ...twin, path: '/m/again', firstRequests: [] }]),
    ).toThrow(/routes of the screen "login" differ in firstRequests/);
    const tooMany = someRoutes.map((route) =>
      route.id === 'login' ? { ...route, firstRequests: ['/a', '/b', '/c', '/d'] } : route,
    );
    expect(() => collect(tooMany)).toThrow(/login has 4 firstRequests, at most 3/);
  });

  it('fails the build when a route names a screen it cannot find', () => {
    expect(() => collectLandingPlan({ bundle, routes, screens, srcDir: SRC })).toThrow(
      /screen-loaders.ts has no loader for/,
    );
  });
});

describe('readScreenModules', () => {
  it('finds the module of every screen a route names in the real screen-loaders.ts', () => {
    const found = readScreenModules(path.resolve('src'));
    for (const route of routes) expect(found.get(route.screen), route.screen).toBeDefined();
    expect(found.get('voucherCenter')).toEqual({
      module: 'features/deposit/DepositScreen',
      texts: ['deposit'],
    });
    expect(found.get('login')).toEqual({ module: 'features/auth/LoginScreen', texts: [] });
  });

  it('knows which screens are drawn in BrandedPage, whose logo the shell draws early', () => {
    const source = (module: string) =>
      ['.tsx', '.ts']
        .map((extension) => path.resolve('src', module + extension))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('');
    const branded = [...readScreenModules(path.resolve('src'))]
      .filter(([, { module }]) => /<BrandedPage\b/.test(source(module)))
      .map(([id]) => id);
    expect(branded.sort()).toEqual([...BRANDED_PAGE_SCREENS].sort());
  });
});

describe('the plan in the page', () => {
  const page = `<head>${landingHead(plan, 'run()')}</head>`;

  it('reads back what was written, and cannot be closed by a file name', () => {
    expect(readPlan(page)).toEqual(plan);
    const odd = { ...plan, files: ['/a</script>.js'] };
    expect(landingHead(odd, '').match(/<\/script>/g)).toHaveLength(2);
    expect(readPlan(landingHead(odd, ''))?.files).toEqual(['/a</script>.js']);
  });

  it("keeps a tenant's own languages, and English only when one of them has no texts", () => {
    expect(Object.keys(planForLanguages(plan, ['pt']).texts)).toEqual(['pt']);
    expect(Object.keys(planForLanguages(plan, ['pt', 'es']).texts)).toEqual(['en', 'pt']);
    const rewritten = rewritePlan(page, (current) => planForLanguages(current, ['pt']));
    expect(Object.keys(readPlan(rewritten)!.texts)).toEqual(['pt']);
    expect(rewritten).toContain('<script>run()</script>');
  });

  it('takes the entry script and its preloads out of the page for the inline script', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">\n</head>';
    expect(deferEntry(html)).toEqual({
      html: '<head>\n</head>',
      entry: '/assets/index-1.js',
      entryPreloads: ['/assets/runtime-2.js'],
    });
    expect(deferEntry('<head></head>')).toEqual({ html: '<head></head>', entryPreloads: [] });
  });
});
