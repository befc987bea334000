import { hashOf } from './svg';

/** Reel symbols drawn around (0, 0) in a cell about 36 units wide. */
const SYMBOLS = {
  seven:
    '<text y="13" font-size="38" font-weight="900" text-anchor="middle" fill="#e11d2e">7</text>',
  cherry:
    '<path d="M0-14q-2 8-8 14M0-14q4 8 8 16" stroke="#15803d" stroke-width="3" fill="none"/>' +
    '<circle cx="-8" cy="6" r="7" fill="#dc2626"/><circle cx="8" cy="8" r="7" fill="#dc2626"/>',
  bell: '<path d="M-12 8q2-22 12-22t12 22zM-15 8h30v4h-30z" fill="#eab308"/><circle cy="15" r="3.5" fill="#a16207"/>',
  diamond:
    '<path d="M-13-6l6-8h14l6 8-13 20z" fill="#38bdf8"/><path d="M-13-6h26L0 14z" fill="#0284c7"/>',
  star: '<path d="M0-15l4.4 9.5 10.3 1.2-7.6 7 2 10.2L0 7.8l-9.1 5.1 2-10.2-7.6-7 10.3-1.2z" fill="#f59e0b"/>',
  bar: '<rect x="-16" y="-8" width="32" height="16" rx="3" fill="#111827"/><text y="4.5" font-size="11" font-weight="800" text-anchor="middle" fill="#fff">BAR</text>',
  coin: '<circle r="14" fill="#f59e0b"/><circle r="10" fill="none" stroke="#fde68a" stroke-width="2.5"/>',
  crown:
    '<path d="M-14 10v-18l7 7 7-12 7 12 7-7v18z" fill="#facc15" stroke="#a16207" stroke-width="1.5"/>',
  gem: '<path d="M-12-4l12-11 12 11-12 17z" fill="#10b981"/><path d="M-12-4h24L0 13z" fill="#047857"/>',
} as const;

type SymbolName = keyof typeof SYMBOLS;
const NAMES = Object.keys(SYMBOLS) as SymbolName[];

/** A name's words that call for a symbol ("Ruby Gems" shows gems, "Hot Cherries" cherries). */
const KEYWORDS: [RegExp, SymbolName][] = [
  [/7|seven|lucky/i, 'seven'],
  [/cherr|fruit/i, 'cherry'],
  [/bell/i, 'bell'],
  [/diamond|crystal|sapphire|frozen/i, 'diamond'],
  [/gem|emerald|jade|ruby/i, 'gem'],
  [/star|cosmic|galaxy|zodiac/i, 'star'],
  [/bar/i, 'bar'],
  [/royal|king|crown|empire|dynasty|palace/i, 'crown'],
  [/fortune|gold|riches|treasure|vault|heist|bonanza/i, 'coin'],
];

function symbolsOf(name: string, count: number, classic: boolean): SymbolName[] {
  const hash = hashOf(name);
  const lead = KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? NAMES[hash % NAMES.length]!;
  if (classic) return Array.from({ length: count }, () => lead);
  return Array.from({ length: count }, (_, index) =>
    index === 1 ? lead : NAMES[(hash >>> (index * 4)) % NAMES.length]!,
  );
}

/**
 * A slot machine: a cabinet of reels with symbols from the name on the pay line. Megaways games get
 * five narrow reels, jackpot games a crown over the cabinet, classic games three of a kind.
 */
export function slotMotif(name: string, classify: readonly string[]): string {
  const megaways = classify.includes('MEGAWAYS');
  const reels = megaways ? 5 : 3;
  const symbols = symbolsOf(name, reels, classify.includes('CLASSIC'));
  const distinct = [...new Set(symbols)];
  const defs = distinct.map((symbol, index) => `<g id="s${index}">${SYMBOLS[symbol]}</g>`).join('');
  const [width, gap] = megaways ? [26, 4] : [44, 6];
  const left = 100 - (reels * width + (reels - 1) * gap) / 2;
  const scale = megaways ? ' transform="scale(.7)"' : '';
  const cells = symbols
    .map((symbol, index) => {
      const x = left + index * (width + gap);
      const use = `<use href="#s${distinct.indexOf(symbol)}"${scale}/>`;
      return `<rect x="${x}" y="42" width="${width}" height="72" rx="6" fill="#fff"/><g transform="translate(${x + width / 2} 78)">${use}</g>`;
    })
    .join('');
  const jackpot = classify.includes('JACKPOT')
    ? `<g transform="translate(100 30)">${SYMBOLS.crown}</g>`
    : '';
  return (
    `<defs>${defs}</defs><rect x="${left - 8}" y="34" width="${200 - 2 * left + 16}" height="88" rx="12" fill="#000" opacity=".35"/>` +
    `${cells}<path d="M${left - 4} 78h${200 - 2 * left + 8}" stroke="#ef4444" stroke-width="2" opacity=".7"/>${jackpot}`
  );
}
