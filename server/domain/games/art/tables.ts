import { hashOf } from './svg';

const RED = '#dc2626';
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;

/** A playing card centred on (x, y), turned by `angle` degrees. */
export function card(x: number, y: number, angle: number, rank: string, suit: string): string {
  const colour = suit === '♥' || suit === '♦' ? RED : '#111827';
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})" fill="${colour}">` +
    `<rect x="-20" y="-28" width="40" height="56" rx="5" fill="#fff" stroke="#0003"/>` +
    `<text x="-15" y="-12" font-size="13" font-weight="700">${rank}</text>` +
    `<text y="16" font-size="24" text-anchor="middle">${suit}</text></g>`
  );
}

/** A casino chip centred on (x, y). */
export const chip = (x: number, y: number, colour: string) =>
  `<g transform="translate(${x} ${y})"><circle r="13" fill="${colour}"/>` +
  `<circle r="13" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="5 5.2"/>` +
  `<circle r="7.5" fill="none" stroke="#fff" stroke-width="1.5"/></g>`;

/** A die centred on (x, y) showing `face` (1–6). */
export function die(x: number, y: number, face: number, angle = 0): string {
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-7, -7],
      [7, 7],
    ],
    3: [
      [-7, -7],
      [0, 0],
      [7, 7],
    ],
    4: [
      [-7, -7],
      [7, -7],
      [-7, 7],
      [7, 7],
    ],
    5: [
      [-7, -7],
      [7, -7],
      [0, 0],
      [-7, 7],
      [7, 7],
    ],
    6: [
      [-7, -7],
      [7, -7],
      [-7, 0],
      [7, 0],
      [-7, 7],
      [7, 7],
    ],
  };
  const pips = (spots[face] ?? spots[6]!).map(
    ([px, py]) => `<circle cx="${px}" cy="${py}" r="3"/>`,
  );
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})" fill="${face === 1 ? RED : '#111827'}">` +
    `<rect x="-16" y="-16" width="32" height="32" rx="6" fill="#fff" stroke="#0003"/>${pips.join('')}</g>`
  );
}

/** A wheel of `colours` segments centred on (x, y), with a pointer on top. */
export function wheel(x: number, y: number, radius: number, colours: readonly string[]): string {
  const ring = radius * 0.62;
  const circumference = 2 * Math.PI * ring;
  const segments = colours.length * 4;
  const dash = (circumference / segments).toFixed(2);
  const gap = ((circumference / segments) * (colours.length - 1)).toFixed(2);
  const arcs = colours
    .map(
      (colour, index) =>
        `<circle r="${ring}" fill="none" stroke="${colour}" stroke-width="${radius * 0.7}" stroke-dasharray="${dash} ${gap}" stroke-dashoffset="${(Number(dash) * index).toFixed(2)}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${x} ${y})"><circle r="${radius + 4}" fill="#78350f"/>${arcs}` +
    `<circle r="${radius * 0.28}" fill="#eab308"/><path d="M-7 ${-radius - 8}h14l-7 14z" fill="#fff"/></g>`
  );
}

const FELT = '<ellipse cx="100" cy="118" rx="104" ry="58" fill="#14532d" opacity=".75"/>';

/**
 * Live and card tables by kind: roulette and money wheels, dice for sic bo, mahjong tiles, and
 * cards with chips on a felt for baccarat, blackjack, poker and the other card games.
 */
export function tableMotif(name: string, classify: readonly string[]): string {
  const hash = hashOf(name);
  const kind = classify.find((value) => value !== 'TABLE') ?? 'CARD';
  if (kind === 'ROULETTE') return FELT + wheel(100, 80, 40, ['#b91c1c', '#111827']);
  if (kind === 'GAMESHOW') return wheel(100, 82, 42, ['#ef4444', '#f59e0b', '#10b981', '#3b82f6']);
  if (kind === 'DICE')
    return (
      FELT +
      die(74, 84, 1 + (hash % 6), -12) +
      die(106, 70, 1 + ((hash >>> 3) % 6), 8) +
      die(130, 96, 1 + ((hash >>> 6) % 6), 20)
    );
  if (kind === 'MAHJONG') return FELT + mahjong();
  const pick = (shift: number) =>
    [
      RANKS[(hash >>> shift) % RANKS.length]!,
      SUITS[(hash >>> (shift + 3)) % SUITS.length]!,
    ] as const;
  const hand = /blackjack/i.test(name)
    ? ([
        ['A', '♠'],
        ['K', '♥'],
      ] as const)
    : [pick(0), pick(6), pick(12)].slice(0, /three|teen|bull|baccarat/i.test(name) ? 3 : 2);
  const cards = hand
    .map(([rank, suit], index) => {
      const offset = index - (hand.length - 1) / 2;
      return card(100 + offset * 30, 74 + Math.abs(offset) * 6, offset * 14, rank, suit);
    })
    .join('');
  return FELT + cards + chip(46, 112, '#2563eb') + chip(154, 112, RED) + chip(162, 100, '#16a34a');
}

function mahjong(): string {
  const tile = (x: number, angle: number, face: string) =>
    `<g transform="translate(${x} 76) rotate(${angle})"><rect x="-19" y="-26" width="38" height="52" rx="5" fill="#fefce8" stroke="#15803d" stroke-width="3"/>${face}</g>`;
  const dots = '<circle r="6" cy="-10" fill="#2563eb"/><circle r="6" cy="10" fill="#dc2626"/>';
  const bamboo = '<path d="M-7-16v32M0-16v32M7-16v32" stroke="#15803d" stroke-width="4"/>';
  const dragon =
    '<rect x="-10" y="-14" width="20" height="28" rx="2" fill="none" stroke="#dc2626" stroke-width="4"/>';
  return tile(60, -10, dots) + tile(100, 0, dragon) + tile(140, 10, bamboo);
}

/** The red "LIVE" pill of a table with a real dealer. */
export const LIVE_BADGE =
  '<rect x="144" y="12" width="44" height="18" rx="9" fill="#dc2626"/><circle cx="154" cy="21" r="3" fill="#fff"/>' +
  '<text x="172" y="25.5" font-size="11" font-weight="800" text-anchor="middle" fill="#fff">LIVE</text>';
