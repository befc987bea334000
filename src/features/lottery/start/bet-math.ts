import type { SlipBet } from '../types';

/** Money is added up in whole cents, as the server does, so 0.1 × 3 is exactly 0.30. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** A bet row's stake: betCount × unit × multiple. */
export function betAmount(betCount: number, unit: number, multiple: number): number {
  return (betCount * toCents(unit) * multiple) / 100;
}

export function slipTotal(bets: readonly Pick<SlipBet, 'amount'>[]): number {
  return bets.reduce((sum, bet) => sum + toCents(bet.amount), 0) / 100;
}

export function slipBetCount(bets: readonly Pick<SlipBet, 'betCount'>[]): number {
  return bets.reduce((sum, bet) => sum + bet.betCount, 0);
}

/** A multiple typed by the player, kept whole and inside the game's range. */
export function clampMultiple(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
