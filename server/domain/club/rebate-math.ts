import type { RebateRow } from '../../../contract/club';
import { applyRate, type Minor, minor, toMajor } from '../../../contract/money';
import { byLadderOrder } from './ladder';

export interface UnrebatedBets {
  gameType: string;
  rounds: number;
  betAmount: Minor;
}

/** A rebate row with its money in minor units (`RebateRow` is its wire form). */
export type RebateRowMinor = Omit<RebateRow, 'betAmount' | 'rebateAmount'> & {
  betAmount: Minor;
  rebateAmount: Minor;
};

/** One row per game type with bets, plus every rated type without bets (so the rates show). */
export function rebateRows(
  bets: readonly UnrebatedBets[],
  rates: Record<string, number>,
): RebateRowMinor[] {
  const byType = new Map(bets.map((bet) => [bet.gameType, bet]));
  const types = [...new Set([...Object.keys(rates), ...byType.keys()])].sort(byLadderOrder);
  return types.map((gameType) => {
    const bet = byType.get(gameType);
    const rate = rates[gameType] ?? 0;
    const betAmount = bet?.betAmount ?? minor(0);
    return {
      gameType,
      rounds: bet?.rounds ?? 0,
      betAmount,
      rate,
      // bet × rate, cut (never rounded up) to a whole minor unit.
      rebateAmount: applyRate(betAmount, rate),
    };
  });
}

export const toRebateRow = (row: RebateRowMinor): RebateRow => ({
  ...row,
  betAmount: toMajor(row.betAmount),
  rebateAmount: toMajor(row.rebateAmount),
});
