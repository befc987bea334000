import { isWholeCents, type Minor, minor, toMinor } from '../../../contract/money';

/**
 * The win of `hundredths` (sum of the odds of the winning bets, in hundredths: 9.8× = 980) at a
 * price of `unit` per bet and `multiple`: rounded down to the minor unit.
 */
export function winMinor(hundredths: number, unit: Minor, multiple: number): Minor {
  return minor(Math.floor((hundredths * unit * multiple) / 100));
}

/** `amount` in minor units when it has at most two decimals; undefined otherwise. */
export const exactMinor = (amount: number): Minor | undefined =>
  Number.isFinite(amount) && isWholeCents(amount) ? toMinor(amount) : undefined;
