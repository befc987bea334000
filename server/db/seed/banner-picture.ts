import { FONT, escapeXml, fitText, hashOf, textBlock } from '../../domain/games/art/svg';
import { EMBLEMS, type Emblem } from './banner-emblems';

/** The platform's mobile banner size. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

export interface BannerArt {
  headline: string;
  subline: string;
  cta: string;
  emblem: Emblem;
}

export interface BannerColours {
  primary: string;
  accent: string;
}

/** Relative luminance of a #rgb or #rrggbb colour (0 black … 1 white). */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0');
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = (parseInt(full.slice(at, at + 2), 16) || 0) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Soft circles and sparkles placed by the banner's key: the same banner is the same bytes. */
function decoration(key: string, accent: string): string {
  const hash = hashOf(key);
  const circles = [0, 1, 2]
    .map((index) => {
      const x = 420 + ((hash >>> (index * 6)) % 330);
      const y = (hash >>> (index * 5 + 2)) % 300;
      return `<circle cx="${x}" cy="${y}" r="${60 + index * 40}" fill="${accent}" opacity=".14"/>`;
    })
    .join('');
  const sparkles = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 490 + ((hash >>> index) % 240);
      const y = 20 + ((hash >>> (index * 4)) % 260);
      const s = 4 + (index % 3) * 3;
      return `<path d="M${x} ${y - s}l${s / 3} ${(2 * s) / 3} ${(2 * s) / 3} ${s / 3}-${(2 * s) / 3} ${s / 3}-${s / 3} ${(2 * s) / 3}-${s / 3}-${(2 * s) / 3}-${(2 * s) / 3}-${s / 3} ${(2 * s) / 3}-${s / 3}z" fill="#fff" opacity=".8"/>`;
    })
    .join('');
  return circles + sparkles;
}

/**
 * A banner (750 × 300) in the tenant's colours and language: the headline, a sub-line and a button
 * on the left over the darker side of a gradient of its primary colour, an emblem of the offer on
 * the right in its accent. Text in the phone's own sans-serif; no fonts or images to fetch.
 */
export function bannerSvg(key: string, art: BannerArt, colours: BannerColours, language: string) {
  const { primary, accent } = colours;
  const headline = fitText(art.headline, 410, [52, 44, 38, 32], 2);
  const subline = fitText(art.subline, 420, [24, 21, 18, 16], 2);
  const headTop = headline.lines.length > 1 ? 40 + headline.size : 56 + headline.size;
  const subTop = headTop + (headline.lines.length - 1) * (headline.size + 4) + subline.size + 18;
  const ctaTop = Math.min(subTop + (subline.lines.length - 1) * (subline.size + 4) + 24, 232);
  const cta = fitText(art.cta, 190, [24, 20, 17], 1);
  const ctaInk = luminance(accent) > 0.4 ? '#111' : '#fff';
  const body =
    `<defs><linearGradient id="b"><stop stop-color="#000"/><stop offset=".65" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="${primary}"/><rect width="750" height="300" fill="url(#b)" opacity=".6"/>` +
    decoration(key, accent) +
    textBlock(
      headline.lines,
      { x: 44, y: headTop, size: headline.size, gap: headline.size + 4, anchor: 'start' },
      'font-weight="800" fill="#fff"',
    ) +
    textBlock(
      subline.lines,
      { x: 44, y: subTop, size: subline.size, gap: subline.size + 4, anchor: 'start' },
      'fill="#fff" opacity=".92"',
    ) +
    `<rect x="44" y="${ctaTop}" width="220" height="52" rx="26" fill="${accent}"/>` +
    `<text x="154" y="${ctaTop + 26 + cta.size * 0.36}" font-size="${cta.size}" font-weight="800" text-anchor="middle" fill="${ctaInk}">${escapeXml(cta.lines[0] ?? '')}</text>` +
    `<g transform="translate(600 150)" fill="${accent}">${EMBLEMS[art.emblem]}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${escapeXml(language)}" width="${BANNER_WIDTH}" ` +
    `height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" ` +
    `font-family="${FONT}"><title>${escapeXml(art.headline)}</title>${body}</svg>`
  );
}
