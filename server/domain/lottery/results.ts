import { randomInt } from 'node:crypto';

import type { DrawTiers } from '../../../contract/lottery';

/** What a draw produces: `digits` single digits, or the 27 numbers of a Vietnamese (northern) draw. */
export type DrawKind = { kind: 'digits'; count: number } | { kind: 'vietnam' };

/** Vietnamese prize tiers in draw order: name, how many numbers, digits per number (27 numbers). */
export const VIETNAM_TIERS = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
] as const;

const randomNumber = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** A fresh result from the operating system's CSPRNG; bets never influence it. */
export function drawResult(kind: DrawKind): string[] {
  if (kind.kind === 'digits') return Array.from({ length: kind.count }, () => randomNumber(1));
  return VIETNAM_TIERS.flatMap(({ count, digits }) =>
    Array.from({ length: count }, () => randomNumber(digits)),
  );
}

/** The numbers of each Vietnamese tier, e.g. `{ special: ['12345'], ..., seventh: ['07', …] }`. */
export function vietnamTiers(result: readonly string[]): DrawTiers {
  const tiers: Partial<DrawTiers> = {};
  let next = 0;
  for (const { tier, count } of VIETNAM_TIERS) {
    tiers[tier] = result.slice(next, next + count);
    next += count;
  }
  // VIETNAM_TIERS names every tier.
  return tiers as DrawTiers;
}

/** The digits the per-position statistics look at: every digit, or the special prize's. */
export function positionDigits(kind: DrawKind, result: readonly string[]): string[] {
  return kind.kind === 'digits' ? [...result] : [...(result[0] ?? '')];
}
