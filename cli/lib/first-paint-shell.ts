/**
 * The first-paint shell: static HTML in the tenant's index.html that the browser paints from the
 * document alone, before any script arrives (first contentful paint at the cost of one round trip).
 * It copies the geometry of what React draws first on /m/home — the header bar (52px, brand colour,
 * 32px logo) and the 5:2 banner slot — and the app removes it in the same frame as React's first
 * commit (src/app/startup/dismiss-shell.ts), so nothing moves when the real page takes over.
 * On home it also shows the first banner picture once the early announcements request answers.
 */
import type { Tenant } from '../../schema/tenant';
import { derivePalette } from '../../src/theme/palette';
import { escapeXml } from './template';

/** The marker src/index.html carries right before `<div id="root">`. */
export const TENANT_SHELL_MARKER = '<!--tenant-shell-->';

/** Id of the shell element; the app removes it once React has drawn. */
export const SHELL_ID = 'app-shell';

/** Paths that land on home (its route and aliases); elsewhere the shell keeps only the bar. */
const HOME_PATHS = /^\/(m\/?(home|index(\.html)?)?)?$/;

/** Must match src/app/ShellLayout + chrome/Header and the home banner slot. */
export function shellCss(tenant: Tenant): string {
  const { palette, radius } = derivePalette(tenant.theme);
  return [
    `#${SHELL_ID}{max-width:600px;margin:0 auto}`,
    `.wl-shell-bar{display:flex;align-items:center;min-height:52px;padding:0 4px;background:${palette.primary}}`,
    `.wl-shell-logo{height:32px;min-width:0;max-width:40%;object-fit:contain;object-position:left center;margin-inline-start:8px}`,
    `.wl-shell-banner{margin:8px 12px;aspect-ratio:5/2;border-radius:${radius}px;overflow:hidden;background:${palette.primarySoft}}`,
    `.wl-shell-banner img{display:block;width:100%;height:100%;object-fit:cover}`,
    `.wl-shell-page .wl-shell-logo,.wl-shell-page .wl-shell-banner{display:none}`,
  ].join('');
}

/**
 * On home, the first banner shows in the slot as soon as the early announcements answer arrives
 * (src/landing/landing.ts starts that request in the head), without waiting for the scripts, unless the
 * server already put it there (server/http/first-banner.ts): same rule as
 * src/features/home/home-content.ts `homeBanners` (type B, group m_recommend, with a picture).
 */
const FIRST_BANNER =
  `var w=window.__wlHome;if(w&&w.announcements)w.announcements.then(function(j){` +
  `var s=document.getElementById('${SHELL_ID}'),v=j&&j.success&&j.value,b=((v&&v.list)||[]).filter(function(i){` +
  `return i.type==='B'&&i.groupName==='m_recommend'&&i.url})[0];if(!s||!b)return;` +
  `var m=new Image();m.alt=b.title||'';m.fetchPriority='high';m.width=750;m.height=300;` +
  `m.onerror=function(){m.remove()};var x=s.querySelector('.wl-shell-banner');if(!x.firstChild){m.src=b.url;x.appendChild(m)}})`;

export function renderShell(tenant: Tenant, logoUrl: string): string {
  const pageCheck = `if(!${HOME_PATHS.toString()}.test(location.pathname))document.getElementById('${SHELL_ID}').className='wl-shell-page';else{${FIRST_BANNER}}`;
  return [
    `<div id="${SHELL_ID}" aria-hidden="true">`,
    `<div class="wl-shell-bar"><img class="wl-shell-logo" src="${escapeXml(logoUrl)}" alt="${escapeXml(tenant.name)}"></div>`,
    `<div class="wl-shell-banner"></div>`,
    `</div>`,
    `<script>${pageCheck}</script>`,
  ].join('');
}
