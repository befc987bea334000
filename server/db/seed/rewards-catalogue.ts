import type { PromotionEntry, PromotionType } from '../../domain/rewards/catalogue';

export interface SeedPromotion {
  key: string;
  type: PromotionType;
  entry: PromotionEntry;
  title: string;
  summary: string;
  content: string;
  bonus: number;
  /** Period relative to the seed, in days (negative: in the past). */
  from: number;
  to: number;
}

const rules = (...items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The demo catalogue of every tenant (operator content: English, as a back office would enter it). */
export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    key: 'welcome',
    type: 'NEW_REGISTER',
    entry: 'auto',
    title: 'Welcome bonus',
    summary: 'A bonus for every new member, waiting in the reward centre.',
    content: `<p>Welcome aboard! Every new member receives a <b>welcome bonus</b>.</p>${rules(
      'Open the reward centre and claim it.',
      'One bonus per member.',
    )}`,
    bonus: 10,
    from: -60,
    to: 365,
  },
  {
    key: 'first-deposit',
    type: 'FIRST_DEPOSIT',
    entry: 'apply',
    title: 'First deposit bonus',
    summary: 'Tell us about your first deposit and get a bonus.',
    content: `<h3>First deposit bonus</h3>${rules(
      'Make your first deposit during the promotion.',
      'Apply with a comment and a screenshot of the payment (PNG or JPG, up to 3).',
      'Our team reviews each application within 24 hours.',
    )}`,
    bonus: 50,
    from: -30,
    to: 60,
  },
  {
    key: 'daily-deposit',
    type: 'DEPOSIT',
    entry: 'apply',
    title: 'Daily deposit reward',
    summary: 'Deposit every day and collect a reward.',
    content: `<p>Deposit on any day of the promotion and apply for the <b>daily reward</b>.</p>`,
    bonus: 20,
    from: -30,
    to: 90,
  },
  {
    key: 'mission',
    type: 'MISSION',
    entry: 'join',
    title: 'Turnover mission',
    summary: 'Join, play and climb the leaderboard: the top 10 win prizes.',
    content: `<p>Join the mission; every bet on our games counts as progress.</p>${rules(
      'Ranking by turnover during the mission period.',
      'Prizes for the first 10 places.',
    )}`,
    bonus: 0,
    from: -8,
    to: 22,
  },
  {
    key: 'lucky-bet',
    type: 'LUCKY_BET',
    entry: 'apply',
    title: 'Lucky bet',
    summary: 'A win with lucky numbers in the amount? Send us the screenshot.',
    content: `<p>Win with an amount ending in <b>88</b> or <b>77</b> and apply with the screenshot.</p>`,
    bonus: 18,
    from: -10,
    to: 30,
  },
  {
    key: 'daily-sign-in',
    type: 'SIGNUP',
    entry: 'none',
    title: 'Daily sign-in',
    summary: 'Sign in every day: the longer the streak, the bigger the reward.',
    content: `<p>Sign in once a day on the <a href="/m/activity/signIn">sign-in page</a>; day 7 pays the most.</p>`,
    bonus: 5,
    from: -90,
    to: 365,
  },
  {
    key: 'raffle',
    type: 'RAFFLE',
    entry: 'join',
    title: 'Monthly raffle',
    summary: 'Sign up now: the draw opens soon.',
    content: `<p>Every member who joins takes part in the monthly raffle draw.</p>`,
    bonus: 0,
    from: 5,
    to: 35,
  },
  {
    key: 'rank-salary',
    type: 'RANK_SALARY',
    entry: 'none',
    title: 'VIP rank salary',
    summary: 'A monthly salary for every VIP rank.',
    content: `<p>VIP members receive a monthly salary by rank; see the VIP benefits page.</p>`,
    bonus: 0,
    from: -120,
    to: 365,
  },
  {
    key: 'second-deposit',
    type: 'SECOND_DEPOSIT',
    entry: 'apply',
    title: 'Second deposit bonus',
    summary: 'Ended: thank you for taking part.',
    content: `<p>This promotion has ended.</p>`,
    bonus: 30,
    from: -40,
    to: -5,
  },
];
