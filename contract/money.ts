/**
 * Money inside the site and the server is an integer count of minor units (cents): the database
 * stores it as `bigint`, code adds and multiplies it exactly, and only the wire (decimal major
 * units, docs/protocol.md) and the screen (formatted text) see anything else.
 */
export type Minor = number & { readonly __unit: 'minor' };

/** Every currency the platform offers has two decimals. */
export const MINOR_PER_MAJOR = 100;

export class InexactAmountError extends Error {
  constructor(readonly amount: number) {
    super(`${amount} is not a whole number of cents.`);
  }
}

/** A count of minor units that is already known to be whole (a database value, a constant). */
export function minor(units: number): Minor {
  if (!Number.isSafeInteger(units)) throw new InexactAmountError(units / MINOR_PER_MAJOR);
  return units as Minor;
}

/** A wire or typed amount in major units, exactly: throws when it has more than two decimals. */
export function toMinor(major: number): Minor {
  const units = Math.round(major * MINOR_PER_MAJOR);
  if (!Number.isSafeInteger(units) || Math.abs(units - major * MINOR_PER_MAJOR) > 1e-6)
    throw new InexactAmountError(major);
  return units as Minor;
}

/** True when `major` has at most two decimals (what `toMinor` accepts). */
export function isWholeCents(major: number): boolean {
  const units = major * MINOR_PER_MAJOR;
  return Number.isFinite(units) && Math.abs(units - Math.round(units)) <= 1e-6;
}

/** The wire's decimal major units for `amount` (exact: a whole number of cents / 100). */
export function toMajor(amount: Minor): number {
  return amount / MINOR_PER_MAJOR;
}

export function sumMinor(amounts: readonly Minor[]): Minor {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Minor;
}

/** Parts per million: rates (rebate 0.8 % = 8 000 ppm) multiply money without floating error. */
export const PPM = 1_000_000;

/** `amount × rate`, cut (never rounded up) to a whole minor unit. */
export function applyRate(amount: Minor, rate: number): Minor {
  const ppm = BigInt(Math.round(rate * PPM));
  // BigInt: amount × ppm can pass 2^53; its division truncates toward zero.
  return Number((BigInt(amount) * ppm) / BigInt(PPM)) as Minor;
}

/** `amount × rate` rounded half up to a whole minor unit (fees quoted to the cent). */
export function applyRateRounded(amount: Minor, rate: number): Minor {
  const scaled = BigInt(amount) * BigInt(Math.round(rate * PPM));
  const half = BigInt(PPM / 2);
  const rounded = scaled >= 0n ? (scaled + half) / BigInt(PPM) : (scaled - half) / BigInt(PPM);
  return Number(rounded) as Minor;
}

/**
 * A typed amount (digits, then a dot or comma and at most two decimals) in minor units, read from
 * its digits so no binary fraction is involved; undefined when the text is not such an amount.
 */
export function parseMinor(text: string): Minor | undefined {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const units = Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(units) ? (units as Minor) : undefined;
}
