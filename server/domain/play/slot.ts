import type { SlotLineWin, SlotOutcome } from '../../../contract/demo-games';
import { applyRateRounded, type Minor, toMajor } from '../../../contract/money';
import { type OutcomeSource, pickWeighted } from './outcome-source';

/**
 * The demo slot: 3×3 cells drawn independently, 5 lines (3 rows, 2 diagonals), the bet split evenly
 * over the lines. Three equal symbols on a line pay `pay` × line bet; two cherries at the start of a
 * line (the third not a cherry) pay `CHERRY_PAIR_PAY`. Return to player: `slotRtp()` ≈ 96.1 %.
 */
export const SLOT_SYMBOLS = [
  { symbol: 'cherry', weight: 30, pay: 5 },
  { symbol: 'lemon', weight: 25, pay: 12 },
  { symbol: 'bell', weight: 20, pay: 20 },
  { symbol: 'bar', weight: 13, pay: 50 },
  { symbol: 'seven', weight: 8, pay: 140 },
  { symbol: 'diamond', weight: 4, pay: 700 },
] as const;
export const CHERRY_PAIR_PAY = 4;

/** Cells of each line as [row, column]. */
export const SLOT_LINES = [
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
] as const;

function payOf(symbols: string[]): { count: number; multiplier: number } | undefined {
  const [first, second, third] = symbols;
  if (first === second && second === third) {
    const entry = SLOT_SYMBOLS.find((item) => item.symbol === first);
    return entry && { count: 3, multiplier: entry.pay };
  }
  if (first === 'cherry' && second === 'cherry') return { count: 2, multiplier: CHERRY_PAIR_PAY };
  return undefined;
}

/** One spin: the grid, the paying lines (wins in major units, as shown) and the total win. */
export function spinSlot(source: OutcomeSource, bet: Minor): { win: Minor; outcome: SlotOutcome } {
  const grid = [0, 1, 2].map(() => [0, 1, 2].map(() => pickWeighted(source, SLOT_SYMBOLS).symbol));
  const lines: SlotLineWin[] = [];
  let multipliers = 0;
  SLOT_LINES.forEach((cells, line) => {
    const symbols = cells.map(([row, column]) => grid[row]?.[column] ?? '');
    const pay = payOf(symbols);
    if (!pay) return;
    multipliers += pay.multiplier;
    lines.push({
      line,
      symbol: symbols[0] ?? '',
      count: pay.count,
      win: toMajor(applyRateRounded(bet, pay.multiplier / SLOT_LINES.length)),
    });
  });
  return { win: applyRateRounded(bet, multipliers / SLOT_LINES.length), outcome: { grid, lines } };
}

/** The exact expected return per unit bet (cells are independent, so each line returns the same). */
export function slotRtp(): number {
  const total = SLOT_SYMBOLS.reduce((sum, item) => sum + item.weight, 0);
  const p = (weight: number) => weight / total;
  const triples = SLOT_SYMBOLS.reduce((sum, item) => sum + p(item.weight) ** 3 * item.pay, 0);
  const cherry = p(SLOT_SYMBOLS[0].weight);
  return triples + cherry * cherry * (1 - cherry) * CHERRY_PAIR_PAY;
}
