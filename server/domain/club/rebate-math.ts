import type { RebateRow } from '../../../contract/club';
import { byLadderOrder } from './ladder';

export interface UnrebatedBets {
  gameType: string;
  rounds: number;
  betAmount: number;
}

const PPM = 1_000_000;

/** bet × rate, cut (never rounded up) to whole cents, in integer arithmetic. */
export function rebateOf(betAmount: number, rate: number): number {
  const cents = Math.round(betAmount * 100);
  const ppm = Math.round(rate * PPM);
  return Math.floor((cents * ppm) / PPM) / 100;
}

/** One row per game type with bets, plus every rated type without bets (so the rates show). */
export function rebateRows(
  bets: readonly UnrebatedBets[],
  rates: Record<string, number>,
): RebateRow[] {
  const byType = new Map(bets.map((bet) => [bet.gameType, bet]));
  const types = [...new Set([...Object.keys(rates), ...byType.keys()])].sort(byLadderOrder);
  return types.map((gameType) => {
    const bet = byType.get(gameType);
    const rate = rates[gameType] ?? 0;
    const betAmount = bet?.betAmount ?? 0;
    return {
      gameType,
      rounds: bet?.rounds ?? 0,
      betAmount,
      rate,
      rebateAmount: rebateOf(betAmount, rate),
    };
  });
}

/** Sum of amounts in cents, back to a 2-decimal number. */
export const sumAmounts = (amounts: readonly number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
