import { escapeXml, hashOf, svgDocument } from './svg';

/** Up to two letters: the first letters of the first two words ("Manila Eagles" → "ME"). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  return words
    .slice(0, 2)
    .map((word) => (/^\d/.test(word) ? word.slice(0, 2) : word[0]))
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/** A hot-match team's crest (64 × 64): a two-colour shield with the team's initials. */
export function teamCrestSvg(team: string): string {
  const hash = hashOf(team);
  const hue = hash % 360;
  const initials = initialsOf(team);
  const body =
    `<path d="M32 2l26 8v20q0 20-26 32Q6 50 6 30V10z" fill="hsl(${hue},70%,40%)" stroke="#fff" stroke-width="3"/>` +
    `<path d="M32 4v56Q56 49 56 30V11z" fill="hsl(${(hue + 40) % 360},75%,30%)"/>` +
    `<text x="32" y="${initials.length > 2 ? 39 : 41}" font-size="${initials.length > 2 ? 16 : 21}" font-weight="800" ` +
    `text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>`;
  return svgDocument(64, 64, body, team);
}
