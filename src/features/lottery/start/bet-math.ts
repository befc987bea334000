import { type Minor, minor, sumMinor, toMinor } from '../../../../contract/money';
import type { SlipBet } from '../types';

/** A bet row's stake in minor units: betCount × unit × multiple, exact (3 × 0.10 is 30). */
export function betStake(betCount: number, unit: number, multiple: number): Minor {
  return minor(betCount * toMinor(unit) * multiple);
}

/** A slip's total stake in minor units, added up exactly as the server does. */
export function slipTotal(bets: readonly Pick<SlipBet, 'amount'>[]): Minor {
  return sumMinor(bets.map((bet) => toMinor(bet.amount)));
}

export function slipBetCount(bets: readonly Pick<SlipBet, 'betCount'>[]): number {
  return bets.reduce((sum, bet) => sum + bet.betCount, 0);
}

/** A multiple typed by the player, kept whole and inside the game's range. */
export function clampMultiple(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
