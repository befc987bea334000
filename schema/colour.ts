/**
 * Colour maths for the theme: #rrggbb parsing, mixing and WCAG 2.x contrast. Shared by the site's
 * palette and `wl validate`'s contrast rule, so both judge a colour the same way.
 */

/** WCAG AA for normal text (every pair the theme rule checks is text or a label). */
export const AA_TEXT = 4.5;
/** Labels on brand-coloured fills: whichever of the two reads better. */
export const LABEL_COLOURS = ['#ffffff', '#111111'] as const;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: "${hex}"`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `weight` of `a` mixed with `1 - weight` of `b`. */
export function mix(a: string, b: string, weight: number): string {
  const [ca, cb] = [parseHex(a), parseHex(b)];
  return toHex(ca.map((c, i) => c * weight + (cb[i] ?? 0) * (1 - weight)) as Rgb);
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(channelLuminance) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whichever candidate reads best on `background`. */
export function mostReadable(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, c) =>
    contrastRatio(c, background) > contrastRatio(best, background) ? c : best,
  );
}

/**
 * Moves `colour` towards black or white (whichever contrasts more with `background`) until it reaches
 * `minRatio` against `background`; used to keep brand-tinted text and status colours legible.
 */
export function ensureContrast(colour: string, background: string, minRatio: number): string {
  if (contrastRatio(colour, background) >= minRatio) return colour;
  const target = mostReadable(background, ['#000000', '#ffffff']);
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(target, colour, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}

type Hsl = [hue: number, saturation: number, lightness: number];

function toHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Hsl): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as Rgb;
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/**
 * The shade of `colour` (same hue and saturation, lightness moved as little as possible) that
 * `passes`, or null when no lightness does.
 */
export function nearestShade(colour: string, passes: (shade: string) => boolean): string | null {
  if (passes(colour)) return colour;
  const [hue, saturation, lightness] = toHsl(colour);
  for (let step = 1; step <= 100; step++) {
    for (const shifted of [lightness - step / 100, lightness + step / 100]) {
      if (shifted < 0 || shifted > 1) continue;
      const candidate = fromHsl([hue, saturation, shifted]);
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}
