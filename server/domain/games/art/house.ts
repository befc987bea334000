import { ball } from './lottery';
import { football } from './sports';
import { hashOf } from './svg';
import { card, die, wheel } from './tables';

const GREEN = '#4ade80';

const crash = (hash: number) =>
  '<path d="M24 128Q110 124 160 50" fill="none" stroke="#4ade80" stroke-width="5"/>' +
  '<g transform="translate(162 46) rotate(40)"><path d="M0-18q9 9 7 24H-7q-2-15 7-24z" fill="#fff"/>' +
  '<path d="M-7 6l-6 9h26l-6-9zM-4 15h8l-4 10z" fill="#f97316"/><circle cy="-4" r="3" fill="#38bdf8"/></g>' +
  `<text x="70" y="72" font-size="26" font-weight="800" text-anchor="middle" fill="#fff">${(1 + (hash % 900) / 100).toFixed(2)}×</text>`;

function mines(hash: number): string {
  const cells = Array.from({ length: 9 }, (_, index) => {
    const [x, y] = [58 + (index % 3) * 30, 38 + Math.floor(index / 3) * 30];
    const open = (hash >>> index) & 1;
    const mine = index === hash % 9;
    const face = mine
      ? `<circle cx="${x + 13}" cy="${y + 14}" r="8" fill="#111"/><path d="M${x + 13} ${y + 2}v6" stroke="#f97316" stroke-width="3"/>`
      : open
        ? `<path d="M${x + 5} ${y + 11}l8-7 8 7-8 11z" fill="${GREEN}"/>`
        : '';
    return `<rect x="${x}" y="${y}" width="26" height="26" rx="5" fill="${open || mine ? '#1e293b' : '#475569'}"/>${face}`;
  });
  return cells.join('');
}

function plinko(): string {
  const pegs: string[] = [];
  for (let row = 0; row < 6; row++)
    for (let peg = 0; peg <= row + 2; peg++)
      pegs.push(
        `<circle cx="${100 + (peg - (row + 2) / 2) * 18}" cy="${40 + row * 14}" r="2.5" fill="#fff"/>`,
      );
  const slots = ['#ef4444', '#f59e0b', '#22c55e', '#f59e0b', '#ef4444']
    .map(
      (colour, index) =>
        `<rect x="${56 + index * 18}" y="124" width="16" height="8" rx="2" fill="${colour}"/>`,
    )
    .join('');
  return `${pegs.join('')}${slots}<circle cx="109" cy="61" r="6" fill="#f472b6"/>`;
}

const hiLo = () =>
  card(86, 80, -6, 'K', '♥') +
  '<path d="M140 54l14 16h-28z" fill="#4ade80"/><path d="M140 108l14-16h-28z" fill="#f43f5e"/>';

function keno(hash: number): string {
  return Array.from({ length: 12 }, (_, index) => {
    const [x, y] = [55 + (index % 4) * 30, 48 + Math.floor(index / 4) * 30];
    const lit = (hash >>> index) % 3 === 0;
    return `<circle cx="${x}" cy="${y}" r="12" fill="${lit ? '#f59e0b' : '#fff'}" opacity="${lit ? 1 : 0.85}"/><text x="${x}" y="${y + 4}" font-size="11" font-weight="700" text-anchor="middle" fill="#111">${index * 7 + 3}</text>`;
  }).join('');
}

const tower = () =>
  [0, 1, 2, 3, 4]
    .map(
      (step) =>
        `<rect x="${40 + step * 24}" y="${116 - (step + 1) * 16}" width="${120 - step * 24}" height="14" rx="3" fill="${step % 2 ? '#38bdf8' : '#fff'}"/>`,
    )
    .join('') + '<path d="M156 20l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#facc15"/>';

const coin = () =>
  '<circle cx="100" cy="80" r="40" fill="#f59e0b" stroke="#b45309" stroke-width="4"/><circle cx="100" cy="80" r="30" fill="none" stroke="#fde68a" stroke-width="3"/>' +
  '<path d="M100 58l6 14 15 1-11 10 3 15-13-8-13 8 3-15-11-10 15-1z" fill="#fde68a"/>';

const goal = () =>
  '<path d="M40 118V46h120v72" fill="none" stroke="#fff" stroke-width="4"/>' +
  '<path d="M52 46v72M64 46v72M76 46v72M88 46v72M100 46v72M112 46v72M124 46v72M136 46v72M148 46v72M40 60h120M40 74h120M40 88h120M40 102h120" stroke="#fff" stroke-width="1" opacity=".4"/>' +
  football(128, 92, 16);

const chicken = () =>
  '<rect x="0" y="52" width="200" height="60" fill="#334155"/><path d="M0 82h200" stroke="#facc15" stroke-width="3" stroke-dasharray="12 10"/>' +
  '<g transform="translate(72 72)"><ellipse rx="14" ry="12" fill="#fff"/><circle cx="8" cy="-12" r="7" fill="#fff"/><path d="M14-13l7 3-7 2z" fill="#f59e0b"/><path d="M6-20l3-5 3 5z" fill="#ef4444"/></g>' +
  ball(140, 96, 12, '#f59e0b', 2);

/** In-house originals by name: crash rocket, mines grid, plinko pegs, dice, cards, keno, and so on. */
export function houseMotif(name: string): string {
  const hash = hashOf(name);
  const motifs: [RegExp, () => string][] = [
    [/crash|rocket|jet|limbo/i, () => crash(hash)],
    [/mine/i, () => mines(hash)],
    [/plinko/i, plinko],
    [/dice/i, () => die(80, 76, 1 + (hash % 6), -10) + die(122, 84, 1 + ((hash >>> 4) % 6), 12)],
    [/hi-lo|card|double/i, hiLo],
    [/keno/i, () => keno(hash)],
    [/tower|stair/i, tower],
    [/coin/i, coin],
    [/wheel/i, () => wheel(100, 82, 42, ['#ef4444', '#facc15', '#22c55e', '#3b82f6', '#a855f7'])],
    [/goal/i, goal],
    [/chicken/i, chicken],
  ];
  return (motifs.find(([pattern]) => pattern.test(name))?.[1] ?? coin)();
}
