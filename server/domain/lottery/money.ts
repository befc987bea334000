/** Money is handled in integer cents; odds in hundredths (9.8× = 980). */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/**
 * The win of `hundredths` (sum of the odds of the winning bets, in hundredths) at a price of
 * `unitCents` per bet and `multiple`: rounded down to the cent.
 */
export function winCents(hundredths: number, unitCents: number, multiple: number): number {
  return Math.floor((hundredths * unitCents * multiple) / 100);
}
