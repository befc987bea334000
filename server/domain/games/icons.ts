import { createHash } from 'node:crypto';

/** Motifs drawn behind the initials, one per server category (a path in a 200×200 box). */
const MOTIFS: Record<string, string> = {
  RNG: 'M100 18l22 52 56 4-43 36 14 55-49-30-49 30 14-55-43-36 56-4z',
  FISH: 'M20 110q40-50 100-20l40-30v90l-40-30q-60 30-100-10z',
  LIVE: 'M100 20c30 40 70 60 70 95a35 35 0 0 1-60 24l10 41H80l10-41a35 35 0 0 1-60-24c0-35 40-55 70-95z',
  PVP: 'M100 22c28 34 68 54 68 88a34 34 0 0 1-58 24l10 46H80l10-46a34 34 0 0 1-58-24c0-34 40-54 68-88z',
  SPORTS: 'M100 22a78 78 0 1 0 .1 0zm0 40l30 22-11 36H81L70 84z',
  ELOTT: 'M100 20a80 80 0 1 0 .1 0zm0 30a50 50 0 1 1-.1 0z',
  LOTT: 'M100 20a80 80 0 1 0 .1 0zm0 30a50 50 0 1 1-.1 0z',
  INHOUSE: 'M100 16l84 84-84 84-84-84z',
};

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two letters: the first letters of the first two words ("Fortune Koi" → "FK"). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  return words
    .slice(0, 2)
    .map((word) => (/^\d/.test(word) ? word.slice(0, 2) : word[0]))
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/** A square SVG tile drawn from the name: a gradient of two hues, a category motif and initials. */
export function iconSvg(name: string, category: string, size = 200): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const motif = MOTIFS[category] ?? MOTIFS.INHOUSE;
  const initials = escapeXml(initialsOf(name));
  const fontSize = initials.length > 2 ? 64 : 84;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${second},75%,30%)"/>` +
    `</linearGradient></defs><rect width="200" height="200" rx="28" fill="url(#g)"/>` +
    `<path d="${motif}" fill="#fff" opacity="0.18"/>` +
    `<text x="100" y="128" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="#fff">${initials}</text></svg>`
  );
}

/** A strong validator for an SVG body (its content hash). */
export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
