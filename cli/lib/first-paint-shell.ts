/**
 * The first-paint shell: static HTML in the tenant's index.html that the browser paints from the
 * document alone, before any script arrives (first contentful paint at the cost of one round trip).
 * It copies the geometry of what React draws first on /m/home — the header bar (52px, brand colour,
 * 32px logo) and the 5:2 banner slot — and the app removes it in the same frame as React's first
 * commit (src/app/startup/dismiss-shell.ts), so nothing moves when the real page takes over.
 * On home it also shows the first banner picture once the early announcements request answers; off
 * home its script (src/landing/shell.ts) keeps the bar alone, the account screens' logo, nothing, or
 * on /m/activity the bar and the lead promotion's picture.
 */
import type { Tenant } from '../../schema/tenant';
import { SHELL_CLASS, SHELL_ID } from '../../src/landing/shell-ids';
import { derivePalette } from '../../src/theme/palette';
import { escapeXml } from './template';

export { SHELL_ID, TENANT_SHELL_MARKER } from '../../src/landing/shell-ids';

/**
 * Must match src/app/ShellLayout + chrome/Header and the home banner slot; for the account
 * screens (`.wl-shell-brand`), src/ui/BrandedPage: its logo 56px high, centred, below the 8px
 * padding, the 52px row of the back button and an 8px margin; for `/m/activity`
 * (`.wl-shell-promotions`), the lead PromotionCard's picture.
 */
export function shellCss(tenant: Tenant): string {
  const { palette, radius } = derivePalette(tenant.theme);
  const { bar, brand, bare, promotions } = SHELL_CLASS;
  return [
    `#${SHELL_ID}{max-width:600px;margin:0 auto}`,
    `.wl-shell-bar{display:flex;align-items:center;min-height:52px;padding:0 4px;background:${palette.primary}}`,
    `.wl-shell-logo{height:32px;min-width:0;max-width:40%;object-fit:contain;object-position:left center;margin-inline-start:8px}`,
    `.wl-shell-banner{margin:8px 12px;aspect-ratio:5/2;border-radius:${radius}px;overflow:hidden;background:${palette.primarySoft}}`,
    `.wl-shell-banner img{display:block;width:100%;height:100%;object-fit:cover}`,
    `.${bar} .wl-shell-logo,.${bar} .wl-shell-banner,.${brand} .wl-shell-banner,.${promotions} .wl-shell-logo,#${SHELL_ID}.${bare}{display:none}`,
    `.${brand} .wl-shell-bar{justify-content:center;min-height:0;padding:68px 20px 20px;background:none}`,
    `.${brand} .wl-shell-logo{height:56px;max-width:none;margin:0}`,
    // The lead promotion card's picture: below the page's 12px padding, the 40px shortcuts row
    // (8px padding around a 24px line) and the 12px gap; the card's top corners are round.
    `.${promotions} .wl-shell-banner{margin:64px 12px 0;border-radius:${radius}px ${radius}px 0 0}`,
  ].join('');
}

/**
 * The shell: the bar with the logo and home's banner slot. Its script (src/landing/shell.ts: off home
 * only the bar, on home the first banner as soon as the early answer comes) is compiled by the build
 * into the page right after it.
 */
export function renderShell(tenant: Tenant, logoUrl: string): string {
  return [
    `<div id="${SHELL_ID}" aria-hidden="true">`,
    `<div class="wl-shell-bar"><img class="wl-shell-logo" src="${escapeXml(logoUrl)}" alt="${escapeXml(tenant.name)}"></div>`,
    `<div class="wl-shell-banner"></div>`,
    `</div>`,
  ].join('');
}
