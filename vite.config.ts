import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * One build for every tenant: the app never depends on a tenant at compile time.
 * `wl build` inlines each tenant's config into its own copy of index.html;
 * `wl dev` adds the same injection as a dev-server plugin (cli/lib).
 * Self-contained on purpose: `wl` compiles with the project's vite.config.ts and src/ only.
 */
export default defineConfig({
  root: 'src',
  publicDir: false,
  base: '/',
  plugins: [react(), landingPreloads()],
  build: {
    outDir: '../dist/.app',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the entry needs statically in one file: over HTTP/1.1 each extra file costs
        // a round trip before the first screen (docs/architecture.md, Performance).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1' },
});

/*
 * landingPreloads: lets the browser fetch what the first screen needs next to the entry chunk
 * instead of after it (docs/architecture.md, Performance). The chunks the app otherwise discovers
 * only once the entry runs — the texts of the visitor's language, and the home
 * screen with its imports — are listed in a small inline script that adds `<link rel="modulepreload">`
 * for the language the app will pick (stored `wl_lang` when the tenant offers it, else `<html lang>`)
 * and, on home, the home chunks.
 */

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Same paths as the home route and its aliases (src/registry/routes.ts). */
const HOME_PATHS = /^\/(m\/?(home|index(\.html)?)?)?$/;
const HOME_MODULE = /\/src\/features\/home\/HomeScreen\.tsx$/;
/** Only the namespaces every screen needs; feature namespaces load with their screen (src/app/screens.ts). */
const LOCALE_MODULE = /\/src\/locales\/([^/]+)\/(common|shell)\.json$/;
export interface LandingPreloads {
  languages: Record<string, string[]>;
  home: string[];
  /** The entry module, requested by the inline script after the first paint (see `deferEntry`). */
  entry?: string;
  /** Modules the entry's own `<link rel="modulepreload">` tags named. */
  entryPreloads?: string[];
}

export function collectLandingPreloads(bundle: OutputBundle, base = '/'): LandingPreloads {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntryGraph = new Set(entry ? staticClosure(entry, byFile) : []);
  const languages: Record<string, string[]> = {};
  const home: string[] = [];
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const language = LOCALE_MODULE.exec(id)?.[1];
    if (language) (languages[language] ??= []).push(base + chunk.fileName);
    if (HOME_MODULE.test(id)) {
      const files = staticClosure(chunk, byFile).filter((file) => !inEntryGraph.has(file));
      home.push(...files.map((file) => base + file));
    }
  }
  return { languages, home };
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

/**
 * On home, the announcements request (banners, notices, popups) starts here too, with the headers
 * the api client would send (src/lib/api-client.ts), so the banner's address is known while the
 * scripts download. The answer waits in `window.__wlHome` (`announcements`: the promise, `value`:
 * the parsed answer once there, `at` its arrival time, `language`); src/features/home/api/early-announcements.ts takes it
 * over and the first-paint shell shows the first banner from it (cli/lib/first-paint-shell.ts).
 */
const EARLY_ANNOUNCEMENTS =
  "if(h)try{var t=null;try{t=JSON.parse(localStorage.getItem('MC_SESSION_INFO'))}catch(x){}" +
  "var q={Merchant:(t&&t.merchantCode)||c.merchantCode,Language:l.toUpperCase().replace('-','_')," +
  "Device:(navigator.standalone||matchMedia('(display-mode: standalone)').matches)?'OTHERS':'web'," +
  "'Content-Type':'application/json;charset=UTF-8'};if(t&&t.token)q.Authorization=t.token;" +
  "var w=window.__wlHome={language:l};w.announcements=fetch(((c.api&&c.api.baseUrl)||'').replace(/\\/+$/,'')+" +
  "'/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M',{headers:q})" +
  '.then(function(r){return r.json()}).then(function(j){w.value=j;w.at=Date.now();return j},function(){return null})}catch(x){}';

const PRELOAD_LINKS =
  "f.forEach(function(u){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;d.head.appendChild(e)})";

/**
 * After the first paint: the preloads and the entry module. The static shell and its banner (the
 * largest paint) need no script, so they paint first and the banner has the bandwidth to itself;
 * the app's code follows one frame later. A hidden page (background tab, prerender) has no paint to
 * wait for and starts at once; an error above never stops the entry from loading.
 */
const AFTER_FIRST_PAINT =
  'function go(){f=f.concat(p.r||[]);' +
  PRELOAD_LINKS +
  ";if(p.e){var m=d.createElement('script');" +
  "m.type='module';m.crossOrigin='';m.src=p.e;d.head.appendChild(m)}}" +
  "if(d.visibilityState==='hidden'||!window.requestAnimationFrame)go();" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})';

/** The inline script; `<` is escaped so no file name can close the element. */
export function preloadScript({ languages, home, entry, entryPreloads }: LandingPreloads): string {
  const data = JSON.stringify({ l: languages, h: home, e: entry, r: entryPreloads }).replace(
    /</g,
    '\\u003c',
  );
  return `<script>(function(p){var d=document,f=[];try{var c=JSON.parse(d.getElementById('tenant-config').textContent),s=localStorage.getItem('wl_lang'),l=s&&c.languages.available.indexOf(s)>=0?s:d.documentElement.lang,h=${HOME_PATHS.toString()}.test(location.pathname);f=(p.l[l]||p.l.en||[]).concat(h?p.h:[]);${EARLY_ANNOUNCEMENTS}}catch(e){}${AFTER_FIRST_PAINT}})(${data})</script>`;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the entry's `<script type="module">` and its modulepreload links out of the page: the inline
 * script requests them after the first paint (`AFTER_FIRST_PAINT`).
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

export function landingPreloads(): Plugin {
  let base = '/';
  return {
    name: 'wl-landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const deferred = deferEntry(html);
        const script = preloadScript({
          ...collectLandingPreloads(context.bundle, base),
          entry: deferred.entry,
          entryPreloads: deferred.entryPreloads,
        });
        return deferred.html.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}
