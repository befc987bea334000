/** Small helpers shared by the generated pictures (game tiles, vendor marks, team crests, banners). */

/** The platform's sans-serif faces: no web font to download, the phone draws with its own. */
export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";

/** FNV-1a: a stable 32-bit number for a text, so the same name always draws the same picture. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Wide scripts (CJK, Hangul, kana) take about twice the room of a Latin letter. */
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** The width of `text` in ems, roughly: enough to decide where a line breaks. */
export const emWidth = (text: string) =>
  [...text].reduce(
    (sum, char) => sum + (WIDE.test(char) ? 1 : /[\sil.,'’]/.test(char) ? 0.3 : 0.6),
    0,
  );

/**
 * Breaks `text` into at most `maxLines` lines of at most `maxEm` ems each, at spaces (or anywhere
 * in a word that has no room of its own); what does not fit ends in an ellipsis.
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text
    .trim()
    .split(/\s+/)
    .flatMap((word) => splitWide(word, maxEm));
  for (const word of words) {
    const joined = line ? `${line} ${word}` : word;
    if (emWidth(joined) <= maxEm || !line) {
      line = joined;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) return ellipsis(lines, maxEm);
  }
  return [...lines, line].filter(Boolean);
}

/** A word too wide for a line (a long word, or a sentence in a script without spaces) in pieces. */
function splitWide(word: string, maxEm: number): string[] {
  if (emWidth(word) <= maxEm) return [word];
  const pieces: string[] = [''];
  for (const char of word) {
    const last = pieces.length - 1;
    if (emWidth(pieces[last] + char) > maxEm) pieces.push(char);
    else pieces[last] += char;
  }
  return pieces;
}

function ellipsis(lines: string[], maxEm: number): string[] {
  let last = lines.pop() ?? '';
  while (last && emWidth(`${last}…`) > maxEm) last = [...last].slice(0, -1).join('');
  return [...lines, `${last.trimEnd()}…`];
}

/** Lines of text from `x` (centred on it unless `anchor` says otherwise), the first baseline at `y`. */
export function textBlock(
  lines: string[],
  at: { x: number; y: number; size: number; gap?: number; anchor?: 'start' | 'middle' },
  attributes = '',
): string {
  const gap = at.gap ?? Math.round(at.size * 1.15);
  const spans = lines
    .map((line, index) => `<tspan x="${at.x}" dy="${index ? gap : 0}">${escapeXml(line)}</tspan>`)
    .join('');
  const anchor = at.anchor === 'start' ? '' : ' text-anchor="middle"';
  return `<text y="${at.y}" font-size="${at.size}"${anchor} ${attributes}>${spans}</text>`;
}

/**
 * The lines and font size that set `text` in a box `width` wide: the largest of `sizes` at which
 * it fits in `maxLines` lines (a single line only at the first size), else the smallest, cut short.
 */
export function fitText(text: string, width: number, sizes: readonly number[], maxLines: number) {
  for (const [index, size] of sizes.entries()) {
    const lines = wrapText(text, width / size, index ? maxLines : 1);
    if (!lines.some((line) => line.endsWith('…'))) return { lines, size };
  }
  const size = sizes[sizes.length - 1] ?? 16;
  return { lines: wrapText(text, width / size, maxLines), size };
}

/** A fully formed SVG document `width` × `height` units big. */
export const svgDocument = (width: number, height: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
  `font-family="${FONT}"><title>${escapeXml(title)}</title>${body}</svg>`;
