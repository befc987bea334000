import { escapeXml, fitText, svgDocument, textBlock } from './svg';
import { backgroundGradient, frameSvg, vendorStyle } from './vendor-style';

/** The line under a vendor's name: what the studio makes. */
const TAGLINES: Record<string, string> = {
  SPORTS: 'SPORTS',
  LIVE: 'LIVE CASINO',
  RNG: 'SLOTS',
  FISH: 'FISHING',
  PVP: 'CARD GAMES',
  ELOTT: 'E-LOTTERY',
  LOTT: 'LOTTERY',
  INHOUSE: 'ORIGINALS',
};

/**
 * A vendor's logo as a word mark (240 × 120, the vendor tile's ratio): its display name set large in
 * its palette and frame, a rule in its ink and what it makes underneath.
 */
export function vendorMarkSvg(vendor: { code: string; displayName: string; category: string }) {
  const style = vendorStyle(vendor.code);
  const { lines, size } = fitText(vendor.displayName, 196, [30, 26, 22, 19], 2);
  const top = lines.length > 1 ? 50 - size / 2 : 62;
  const rule = top + (lines.length - 1) * (size + 2) + 12;
  const body =
    `<defs>${backgroundGradient('b', style.hue)}</defs><rect width="240" height="120" rx="${style.radius}" fill="url(#b)"/>` +
    textBlock(
      lines,
      { x: 120, y: top, size, gap: size + 2 },
      'font-weight="800" fill="#fff" letter-spacing="-.5"',
    ) +
    `<path d="M90 ${rule}h60" stroke="${style.ink}" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="120" y="${rule + 17}" font-size="12" font-weight="700" letter-spacing="3" text-anchor="middle" fill="${style.ink}">` +
    `${escapeXml(TAGLINES[vendor.category] ?? 'GAMES')}</text>` +
    frameSvg(style, 240, 120);
  return svgDocument(240, 120, body, vendor.displayName);
}
