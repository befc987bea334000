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
import { TILE_GRID_CSS, TILE_SHAPE } from '../../src/entities/games/tile-shape';
import { VENDOR_STRIP } from '../../src/features/games/game-list/list-state';
import { derivePalette } from '../../src/theme/palette';
import { escapeXml } from './template';

export { SHELL_ID, TENANT_SHELL_MARKER } from '../../src/landing/shell-ids';

/**
 * Must match src/app/ShellLayout + chrome/Header and the home banner slot; for the account
 * screens (`.wl-shell-brand`), src/ui/BrandedPage: its logo 56px high, centred, below the 8px
 * padding, the 52px row of the back button and an 8px margin; for `/m/activity`
 * (`.wl-shell-promotions`), the lead PromotionCard's picture; for `/m/gameList`
 * (`.wl-shell-games`), the list's filters and first tiles; for `/m/moreLottery`
 * (`.wl-shell-lotteries`), the lottery list; for `/m/mine` (`.wl-shell-member`), the member
 * centre's header for a guest; for `/m/agent/home` (`.wl-shell-agent`), the agent home's hero.
 */
export function shellCss(tenant: Tenant): string {
  const { palette, radius, touchTarget } = derivePalette(tenant.theme);
  const { bar, brand, bare, promotions, games, lotteries, member, agent } = SHELL_CLASS;
  const { perView, gapPx } = VENDOR_STRIP;
  const outline = `border:1px solid ${palette.border};background:${palette.surface};box-sizing:border-box`;
  return [
    `#${SHELL_ID}{max-width:600px;margin:0 auto}`,
    `.wl-shell-bar{display:flex;align-items:center;min-height:52px;padding:0 4px;background:${palette.primary}}`,
    `.wl-shell-logo{height:32px;min-width:0;max-width:40%;object-fit:contain;object-position:left center;margin-inline-start:8px}`,
    `.wl-shell-banner{margin:8px 12px;aspect-ratio:5/2;border-radius:${radius}px;overflow:hidden;background:${palette.primarySoft}}`,
    `.wl-shell-banner img{display:block;width:100%;height:100%;object-fit:cover}`,
    `.${bar} .wl-shell-logo,.${bar} .wl-shell-banner,.${brand} .wl-shell-banner,.${promotions} .wl-shell-logo,.${games} .wl-shell-logo,.${games} .wl-shell-banner,.${lotteries} .wl-shell-logo,.${lotteries} .wl-shell-banner,.${member} .wl-shell-bar,.${member} .wl-shell-banner,.${agent} .wl-shell-bar,.${agent} .wl-shell-banner,#${SHELL_ID}.${bare}{display:none}`,
    `.${brand} .wl-shell-bar{justify-content:center;min-height:0;padding:68px 20px 20px;background:none}`,
    `.${brand} .wl-shell-logo{height:56px;max-width:none;margin:0}`,
    // The lead promotion card's picture: below the page's 12px padding, the 40px shortcuts row
    // (8px padding around a 24px line) and the 12px gap; the card's top corners are round.
    `.${promotions} .wl-shell-banner{margin:64px 12px 0;border-radius:${radius}px ${radius}px 0 0}`,
    // The game list (src/landing/shell-games.ts): its search row (8px around a 40px box and the
    // filter button), tabs (a touch target high, a 1px line, 16px below), vendor strip (4px above
    // and 8px below 40px chips, VENDOR_STRIP) and TileGrid with GameTile's tiles.
    `.wl-shell-search{display:flex;gap:8px;padding:8px 12px}`,
    `.wl-shell-search::before,.wl-shell-search::after{content:'';height:40px;border-radius:20px;${outline}}`,
    `.wl-shell-search::before{flex:1}.wl-shell-search::after{width:${touchTarget}px}`,
    `.wl-shell-tabs{height:${touchTarget}px;margin-bottom:16px;border-bottom:1px solid ${palette.border}}`,
    `.wl-shell-vendors{display:flex;gap:${gapPx}px;padding:4px 12px 8px}`,
    `.wl-shell-chip{flex:0 0 calc((100% - ${(perView - 1) * gapPx}px) / ${perView});height:40px;border-radius:${radius}px;${outline}}`,
    `.wl-shell-grid{${TILE_GRID_CSS}}`,
    `.wl-shell-tile{display:flex;flex-direction:column;gap:${TILE_SHAPE.gapPx}px;min-width:0}`,
    `.wl-shell-icon{aspect-ratio:1/1;border-radius:${radius}px;overflow:hidden;background:${palette.primarySoft}}`,
    `.wl-shell-icon img{display:block;width:100%;height:100%;object-fit:cover}`,
    `.wl-shell-name{font-size:${TILE_SHAPE.nameRem}rem;line-height:${TILE_SHAPE.nameLineHeight};text-align:center;color:${palette.text};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    // The lottery list (src/landing/shell-lotteries.ts): MoreLotteryScreen's page (12px padding and
    // gap, the body's 16px text at 1.5), the tabs as above, the orders link, the group titles and
    // GameCard's cards with DrawBalls' balls.
    `.wl-shell-lottery-page{display:grid;gap:12px;padding:12px;font-size:16px;line-height:1.5}`,
    `.wl-shell-link{color:${palette.primary};text-decoration:underline}`,
    `.wl-shell-group{margin:8px 0 0;font-size:1rem}`,
    `.wl-shell-card{display:grid;gap:6px;margin-top:8px;padding:12px;border:1px solid ${palette.border};border-radius:${radius}px;background:${palette.surface};color:${palette.text}}`,
    `.wl-shell-line{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:.85rem;color:${palette.textMuted}}`,
    `.wl-shell-line strong{font-size:1rem;color:${palette.text}}`,
    `.wl-shell-clock{font-variant-numeric:tabular-nums;font-weight:700}`,
    `.wl-shell-balls{display:inline-flex;flex-wrap:wrap;gap:4px}`,
    `.wl-shell-ball{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:24px;height:24px;padding:0 4px;border-radius:12px;background:${palette.primary};color:${palette.primaryText};font-size:.8rem;font-weight:700}`,
    // The member centre's header for a guest (src/landing/shell-member.ts): the Hero (its depth
    // by template), TopBar's 52px row between two touch targets, GuestPrompt's 56px picture, the
    // prompt and the pills.
    `.wl-shell-hero{padding:0 8px 28px;background:${palette.primary};color:${palette.primaryText};font-size:16px;line-height:1.5}`,
    `.wl-shell-hero-card{padding-bottom:56px;border-radius:0 0 24px 24px}`,
    `.wl-shell-top{display:flex;align-items:center;justify-content:space-between;min-height:52px}`,
    `.wl-shell-top h1{margin:0;font-size:1.05rem}`,
    `.wl-shell-round{min-width:${touchTarget}px;min-height:${touchTarget}px}`,
    `.wl-shell-guest{display:flex;align-items:center;gap:12px;padding:12px 4px 20px}`,
    `.wl-shell-guest p{margin:0 0 8px}`,
    `.wl-shell-avatar{flex:none;width:56px;height:56px}`,
    `.wl-shell-pill{display:inline-block;margin-inline-end:8px;padding:6px 16px;border-radius:999px;border:1px solid currentColor;font-weight:600}`,
    // The agent home's hero (src/landing/shell-agent.ts): AgentHero's band (20px by 16px), its
    // greeting, label, figure, and the two secondary Buttons in a grid.
    `.wl-shell-agent-hero{padding:20px 16px;background:${palette.primary};color:${palette.primaryText};font-size:16px;line-height:1.5}`,
    `.wl-shell-agent-hero h1{margin:0;font-size:1.1rem;font-weight:600}`,
    `.wl-shell-agent-hero small{display:block;margin-top:12px;color:${palette.primaryTextMuted}}`,
    `.wl-shell-agent-hero strong{font-size:1.6rem;font-variant-numeric:tabular-nums}`,
    `.wl-shell-actions{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:16px}`,
    `.wl-shell-button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:${touchTarget}px;padding:0 16px;border:1px solid ${palette.border};border-radius:${radius}px;background:${palette.primarySoft};color:${palette.text};font-weight:600}`,
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
