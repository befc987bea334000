import { RTL_LANGUAGES } from '../../schema/constants';
import { LABEL_COLOURS, mostReadable } from '../../schema/colour';
import type { Tenant } from '../../schema/tenant';
import { escapeXml } from './template';
import { imageType } from './tenant-manifest';

/** The offline page's texts in one language (src/locales: `shell:pwa.*`, `common:retry`). */
export interface OfflineTexts {
  title: string;
  message: string;
  retry: string;
}

const IDS = { title: 'offline-title', message: 'offline-message', retry: 'offline-retry' } as const;

/**
 * Picks the player's language (`wl_lang`, as src/lib/i18n.ts stores it) among the tenant's, sets
 * `lang`/`dir` and the texts; Retry and the return of the network reload the page the player asked
 * for (the service worker answered it with this page).
 */
const SCRIPT =
  "(function(t){var d=document,h=d.documentElement,l=null;try{l=localStorage.getItem('wl_lang')}catch(e){}" +
  'var x=l&&t[l];if(x){h.lang=l;h.dir=x.d;' +
  `d.getElementById('${IDS.title}').textContent=x.t;d.getElementById('${IDS.message}').textContent=x.m;` +
  `d.getElementById('${IDS.retry}').textContent=x.r;d.title=x.t}` +
  `function r(){location.reload()}d.getElementById('${IDS.retry}').addEventListener('click',r);` +
  "addEventListener('online',r)})";

const direction = (code: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : 'ltr';

/**
 * The tenant's offline page: self-contained (inline logo, style and script, no request at all),
 * in the tenant's colours, in the default language with the other offered languages inlined.
 */
export function renderOfflinePage(
  tenant: Tenant,
  logo: Uint8Array,
  texts: Record<string, OfflineTexts>,
): string {
  const { theme, languages } = tenant;
  const fallback = texts[languages.default] ?? texts.en;
  if (!fallback) throw new Error(`no offline texts for ${languages.default}`);
  const offered = Object.fromEntries(
    languages.available
      .filter((code) => texts[code])
      .map((code) => {
        const { title, message, retry } = texts[code] as OfflineTexts;
        return [code, { t: title, m: message, r: retry, d: direction(code) }];
      }),
  );
  const data = JSON.stringify(offered).replace(/</g, '\\u003c');
  const logoSrc = `data:${imageType(theme.logo)};base64,${Buffer.from(logo).toString('base64')}`;
  const buttonText = mostReadable(theme.primary, LABEL_COLOURS);
  const style =
    `html,body{margin:0;height:100%;background:${theme.background};color:${theme.text};font-family:${cssSafe(theme.font)}}` +
    'main{min-height:100%;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center}' +
    'img{max-width:60%;max-height:64px}h1{margin:0;font-size:20px}p{margin:0;font-size:15px;opacity:.8}' +
    `button{min-width:160px;min-height:44px;padding:0 24px;border:0;border-radius:${theme.radius}px;background:${theme.primary};color:${buttonText};font:inherit;font-size:16px;font-weight:600}`;
  return [
    '<!doctype html>',
    `<html lang="${escapeXml(languages.default)}" dir="${direction(languages.default)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<meta name="theme-color" content="${theme.primary}">`,
    `<title>${escapeXml(fallback.title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<img src="${logoSrc}" alt="${escapeXml(tenant.name)}">`,
    `<h1 id="${IDS.title}">${escapeXml(fallback.title)}</h1>`,
    `<p id="${IDS.message}">${escapeXml(fallback.message)}</p>`,
    `<button id="${IDS.retry}" type="button">${escapeXml(fallback.retry)}</button>`,
    '</main>',
    `<script>${SCRIPT}(${data})</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function cssSafe(value: string): string {
  return value.replace(/[<>{};]/g, '');
}
