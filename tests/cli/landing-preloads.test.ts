import { runInNewContext } from 'node:vm';

import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { collectLandingPreloads, deferEntry, preloadScript } from '../../vite.config';

type Bundle = Rolldown.OutputBundle;

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
  } as unknown as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/HomeScreen.js', '/app/src/features/home/HomeScreen.tsx', [
      'assets/react.js',
      'assets/tile.js',
    ]),
    chunk('assets/tile.js', null, ['assets/react.js']),
    chunk('assets/en-common.js', '/app/src/locales/en/common.json'),
    chunk('assets/en-shell.js', '/app/src/locales/en/shell.json'),
    chunk('assets/pt-shell.js', '/app/src/locales/pt/shell.json'),
    chunk('assets/pt-br.js', '/app/node_modules/dayjs/esm/locale/pt-br.js'),
    chunk('assets/es.js', '/app/node_modules/dayjs/esm/locale/es.js'),
    chunk('assets/Login.js', '/app/src/features/auth/LoginScreen.tsx'),
  ].map((item) => [item.fileName, item]),
) as Bundle;

describe('collectLandingPreloads', () => {
  const preloads = collectLandingPreloads(bundle);

  it('lists each language with its own texts only (dayjs locales load after the page)', () => {
    expect(preloads.languages.pt).toEqual(['/assets/pt-shell.js']);
    expect(preloads.languages.en).toEqual(['/assets/en-common.js', '/assets/en-shell.js']);
    expect(preloads.languages.es).toBeUndefined();
  });

  it('lists the home chunk and its imports that the entry does not load already', () => {
    expect(preloads.home).toEqual(['/assets/HomeScreen.js', '/assets/tile.js']);
  });
});

interface Requested {
  url: string;
  headers: Record<string, string>;
  language?: string;
}

describe('preloadScript', () => {
  type Added = { rel?: string; href?: string; type?: string; src?: string };
  const entry = { entry: '/assets/index.js', entryPreloads: ['/assets/runtime.js'] };

  interface Page {
    pathname: string;
    stored: string | null;
    lang?: string;
    requests?: Requested[];
    /** The browser's frame callbacks, run by the test; without it the script starts at once. */
    frames?: (() => void)[];
    hidden?: boolean;
    config?: string;
  }

  /** Runs the inline script against a minimal document; returns what it appended to the head. */
  function load({ pathname, stored, lang = 'pt', requests = [], frames, hidden, config }: Page) {
    const added: Added[] = [];
    const tenantConfig =
      config ??
      JSON.stringify({
        merchantCode: 'M1',
        api: { baseUrl: 'https://api.example/' },
        languages: { available: ['pt', 'en'] },
      });
    const document = {
      documentElement: { lang },
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: () => ({ textContent: tenantConfig }),
      createElement: () => ({}),
      head: { appendChild: (element: Added) => added.push(element) },
    };
    const source = preloadScript({ ...collectLandingPreloads(bundle), ...entry }).replace(
      /^<script>|<\/script>$/g,
      '',
    );
    const window: { __wlHome?: { language: string }; requestAnimationFrame?: unknown } = {};
    if (frames) window.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    runInNewContext(source, {
      document,
      window,
      requestAnimationFrame: window.requestAnimationFrame,
      setTimeout: (callback: () => void) => callback(),
      navigator: {},
      matchMedia: () => ({ matches: false }),
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        requests.push({ url, headers: init.headers, language: window.__wlHome?.language });
        return new Promise(() => {});
      },
      location: { pathname },
      localStorage: { getItem: (key: string) => (key === 'wl_lang' ? stored : null) },
    });
    return added;
  }

  /** The preloaded URLs (the entry's own preload and the entry script last). */
  function run(pathname: string, stored: string | null, lang = 'pt', requests: Requested[] = []) {
    const added = load({ pathname, stored, lang, requests });
    expect(added.slice(-2)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
    return added.slice(0, -2).map((link) => link.href);
  }

  it('requests the preloads and the entry only after the first frame has painted', () => {
    const frames: (() => void)[] = [];
    const added = load({ pathname: '/m/home', stored: null, frames });
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/pt-shell.js',
      '/assets/HomeScreen.js',
      '/assets/tile.js',
      '/assets/runtime.js',
      '/assets/index.js',
    ]);
  });

  it('starts at once on a hidden page, which paints nothing to wait for', () => {
    const added = load({ pathname: '/m/home', stored: null, frames: [], hidden: true });
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/index.js' });
  });

  it('still loads the entry when the tenant config cannot be read', () => {
    const added = load({ pathname: '/m/home', stored: null, config: '{broken' });
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('preloads the default language and, on home, the home chunks', () => {
    expect(run('/m/home', null)).toEqual([
      '/assets/pt-shell.js',
      '/assets/HomeScreen.js',
      '/assets/tile.js',
    ]);
    expect(run('/m/login', null)).toEqual(['/assets/pt-shell.js']);
  });

  it('starts the home announcements request early, with the api client headers, on home only', () => {
    const requests: Requested[] = [];
    run('/m/home', 'en', 'pt', requests);
    expect(requests).toEqual([
      {
        url: 'https://api.example/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M',
        headers: expect.objectContaining({ Merchant: 'M1', Language: 'EN', Device: 'web' }),
        language: 'en',
      },
    ]);
    run('/m/login', null, 'pt', requests);
    expect(requests).toHaveLength(1);
  });

  it('follows a stored language only when the tenant offers it', () => {
    expect(run('/m/login', 'en')).toEqual(['/assets/en-common.js', '/assets/en-shell.js']);
    expect(run('/m/login', 'es')).toEqual(['/assets/pt-shell.js']);
  });

  it('preloads English for a language without texts of its own (i18n falls back to it)', () => {
    expect(run('/m/login', null, 'es')).toEqual(['/assets/en-common.js', '/assets/en-shell.js']);
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

  it('cannot be closed by a file name', () => {
    const script = preloadScript({ languages: { en: ['/a</script>.js'] }, home: [] });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
