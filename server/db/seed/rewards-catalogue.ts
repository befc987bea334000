import type { PromotionEntry, PromotionType } from '../../domain/rewards/catalogue';

export interface SeedPromotion {
  /** Also the key of its texts in `server/locales` (`promotions`). */
  key: string;
  type: PromotionType;
  entry: PromotionEntry;
  bonus: number;
  /** Period relative to the seed, in days (negative: in the past). */
  from: number;
  to: number;
}

/** The demo catalogue of every tenant; titles, summaries and rules per language in server/locales. */
export const SEED_PROMOTIONS: SeedPromotion[] = [
  { key: 'welcome', type: 'NEW_REGISTER', entry: 'auto', bonus: 10, from: -60, to: 365 },
  { key: 'first-deposit', type: 'FIRST_DEPOSIT', entry: 'apply', bonus: 50, from: -30, to: 60 },
  { key: 'daily-deposit', type: 'DEPOSIT', entry: 'apply', bonus: 20, from: -30, to: 90 },
  { key: 'mission', type: 'MISSION', entry: 'join', bonus: 0, from: -8, to: 22 },
  { key: 'lucky-bet', type: 'LUCKY_BET', entry: 'apply', bonus: 18, from: -10, to: 30 },
  { key: 'daily-sign-in', type: 'SIGNUP', entry: 'none', bonus: 5, from: -90, to: 365 },
  { key: 'raffle', type: 'RAFFLE', entry: 'join', bonus: 0, from: 5, to: 35 },
  { key: 'rank-salary', type: 'RANK_SALARY', entry: 'none', bonus: 0, from: -120, to: 365 },
  { key: 'second-deposit', type: 'SECOND_DEPOSIT', entry: 'apply', bonus: 30, from: -40, to: -5 },
];
