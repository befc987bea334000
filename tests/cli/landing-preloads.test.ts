import { runInNewContext } from 'node:vm';

import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { collectLandingPreloads, preloadScript } from '../../vite.config';

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
  /** Runs the inline script against a minimal document; returns the preloaded URLs. */
  function run(pathname: string, stored: string | null, lang = 'pt', requests: Requested[] = []) {
    const added: { rel: string; href: string }[] = [];
    const config = JSON.stringify({
      merchantCode: 'M1',
      api: { baseUrl: 'https://api.example/' },
      languages: { available: ['pt', 'en'] },
    });
    const document = {
      documentElement: { lang },
      getElementById: () => ({ textContent: config }),
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    };
    const source = preloadScript(collectLandingPreloads(bundle)).replace(
      /^<script>|<\/script>$/g,
      '',
    );
    const window: { __wlHome?: { language: string } } = {};
    runInNewContext(source, {
      document,
      window,
      navigator: {},
      matchMedia: () => ({ matches: false }),
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        requests.push({ url, headers: init.headers, language: window.__wlHome?.language });
        return new Promise(() => {});
      },
      location: { pathname },
      localStorage: { getItem: (key: string) => (key === 'wl_lang' ? stored : null) },
    });
    expect(added.every((link) => link.rel === 'modulepreload')).toBe(true);
    return added.map((link) => link.href);
  }

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

  it('cannot be closed by a file name', () => {
    const script = preloadScript({ languages: { en: ['/a</script>.js'] }, home: [] });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
