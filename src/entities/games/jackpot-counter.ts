/** Spec §9: initial random amount between these bounds (min and max as the spec gives them). */
export const JACKPOT_RANDOM_MIN = 70_000_000;
export const JACKPOT_RANDOM_MAX = 13_000_000;
/** Spec §9: each tick adds 100–500 after 3, 4 or 5 seconds. */
export const JACKPOT_TICK_DELAYS_MS = [3000, 4000, 5000] as const;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;

/** Height of the jackpot block with its margins, reserved before its chunk loads. */
export const JACKPOT_HEIGHT_PX = 100;

export type Random = () => number;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A random start when the platform has no jackpot figure. */
export const randomJackpot = (random: Random = Math.random) =>
  cents(JACKPOT_RANDOM_MIN + random() * (JACKPOT_RANDOM_MAX - JACKPOT_RANDOM_MIN));

/** The next tick: how long to wait and how much to add. */
export function nextJackpotTick(random: Random = Math.random) {
  const index = Math.min(
    Math.floor(random() * JACKPOT_TICK_DELAYS_MS.length),
    JACKPOT_TICK_DELAYS_MS.length - 1,
  );
  return {
    delayMs: JACKPOT_TICK_DELAYS_MS[index] as number,
    increment: cents(JACKPOT_STEP_MIN + random() * (JACKPOT_STEP_MAX - JACKPOT_STEP_MIN)),
  };
}

/**
 * The amount as the scroller shows it: 2 decimals, thousands grouped with commas, whatever the
 * reader's language. Done by hand: on home the jackpot is the first to format a number, and
 * Intl's first formatter costs a long task on a slow phone.
 */
export function jackpotText(amount: number): string {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
