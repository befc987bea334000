import { motifOf } from './motif';
import { escapeXml, fitText, hashOf, svgDocument, textBlock } from './svg';
import { themeHue } from './theme-hue';
import { backgroundGradient, frameSvg, vendorStyle } from './vendor-style';

export interface TileGame {
  name: string;
  /** Server category: SPORTS, LIVE, RNG, FISH, PVP, ELOTT, LOTT or INHOUSE. */
  gameType: string;
  classify?: readonly string[];
  /** The vendor code (vassalage): palette, frame and badge. */
  vendor: string;
}

/** Room for the name at the foot of the tile: the middle 156 units (a 3:4 crop keeps most). */
const NAME_WIDTH = 156;

/**
 * A game's square tile (200 × 200): the vendor's background and frame, a picture of the kind of
 * game (reels, cards, a pitch, fish, lottery balls…) and the name set in type at the foot.
 * Deterministic: the same game always gives the same bytes.
 */
export function gameTileSvg(game: TileGame): string {
  const style = vendorStyle(game.vendor);
  const jitter = (hashOf(game.name) % 5) * 6 - 12;
  const themed =
    game.gameType === 'RNG' || game.gameType === 'FISH' ? themeHue(game.name) : undefined;
  const hue = (360 + (themed ?? style.hue) + jitter) % 360;
  const r = style.radius;
  const { lines, size } = fitText(game.name, NAME_WIDTH, [24, 21, 18, 16], 2);
  const top = lines.length > 1 ? 158 : 176;
  const body =
    `<defs>${backgroundGradient('b', hue)}</defs><rect width="200" height="200" rx="${r}" fill="url(#b)"/>` +
    motifOf(game.name, game.gameType, game.classify ?? []) +
    `<path d="M0 136h200v${64 - r}q0 ${r}-${r} ${r}H${r}q-${r} 0-${r}-${r}z" fill="#000" opacity=".5"/>` +
    textBlock(lines, { x: 100, y: top, size, gap: 22 }, 'font-weight="700" fill="#fff"') +
    frameSvg(style, 200, 200) +
    `<text x="16" y="27" font-size="11" font-weight="800" fill="${style.ink}" opacity=".9">${escapeXml(game.vendor.split('_')[0]!)}</text>`;
  return svgDocument(200, 200, body, game.name);
}
