import type { ClubLevel } from '../../../contract/club';
import { type Minor, toMinor } from '../../../contract/money';

/** Game types that earn a rebate (the catalogue's `games.game_type` values). */
export const REBATE_GAME_TYPES = [
  'RNG',
  'FISH',
  'INHOUSE',
  'LIVE',
  'PVP',
  'SPORTS',
  'ELOTT',
  'LOTT',
] as const;

/** Sorts game types as the ladder lists them; types it does not know go last, by name. */
export function byLadderOrder(a: string, b: string): number {
  const order = (type: string) => {
    const index = (REBATE_GAME_TYPES as readonly string[]).indexOf(type);
    return index < 0 ? REBATE_GAME_TYPES.length : index;
  };
  return order(a) - order(b) || a.localeCompare(b);
}

/** The money of a level (thresholds, bonuses, the daily withdrawal maximum). */
export const LEVEL_MONEY = [
  'depositThreshold',
  'turnoverThreshold',
  'upgradeBonus',
  'birthdayBonus',
  'withdrawDailyMax',
] as const;

/**
 * A level as the club keeps it: the wire's `ClubLevel` (contract/club.ts) with its name as stored,
 * its money in minor units and the rates by game type (the wire lists them in ladder order).
 */
export interface LadderLevel
  extends
    Omit<ClubLevel, 'levelName' | 'rebateRates' | (typeof LEVEL_MONEY)[number]>,
    Record<(typeof LEVEL_MONEY)[number], Minor> {
  name: string;
  /** Fraction of the bet per game type (0.005 = 0.5 %). */
  rebateRates: Record<string, number>;
}

const DEPOSITS = [0, 100, 500, 2_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000];
const TURNOVER = [
  0, 1_000, 5_000, 20_000, 60_000, 200_000, 500_000, 1_200_000, 3_000_000, 8_000_000, 20_000_000,
];
const UPGRADE = [0, 5, 18, 38, 88, 188, 388, 888, 1_888, 3_888, 8_888];
const BIRTHDAY = [0, 0, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000];
const WITHDRAW_COUNT = [3, 3, 5, 5, 8, 8, 10, 10, 15, 20, 30];
const WITHDRAW_MAX = [
  20_000, 30_000, 50_000, 80_000, 100_000, 200_000, 300_000, 500_000, 800_000, 1_000_000, 2_000_000,
];

/** Base rate at VIP 0 and the step added per level, in millionths (exact arithmetic). */
const RATE_PPM: Record<(typeof REBATE_GAME_TYPES)[number], [number, number]> = {
  RNG: [4_000, 1_000],
  FISH: [4_000, 1_000],
  INHOUSE: [4_000, 1_000],
  LIVE: [2_000, 600],
  PVP: [2_000, 600],
  SPORTS: [3_000, 700],
  ELOTT: [1_000, 400],
  LOTT: [1_000, 400],
};

/** The demo ladder every tenant is seeded with: VIP 0 … VIP 10 (operators may edit the rows). */
export const DEFAULT_LADDER: readonly LadderLevel[] = DEPOSITS.map((deposit, level) => ({
  level,
  name: `VIP ${level}`,
  depositThreshold: toMinor(deposit),
  turnoverThreshold: toMinor(TURNOVER[level] ?? 0),
  upgradeBonus: toMinor(UPGRADE[level] ?? 0),
  birthdayBonus: toMinor(BIRTHDAY[level] ?? 0),
  withdrawDailyCount: WITHDRAW_COUNT[level] ?? 0,
  withdrawDailyMax: toMinor(WITHDRAW_MAX[level] ?? 0),
  rebateRates: Object.fromEntries(
    REBATE_GAME_TYPES.map((type) => {
      const [base, step] = RATE_PPM[type];
      return [type, (base + step * level) / 1_000_000];
    }),
  ),
}));
