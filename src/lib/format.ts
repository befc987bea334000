const DAY_MS = 86_400_000;

/** Money with exactly 2 decimals in the reader's locale (spec §9: balance 2 decimals). */
export function formatAmount(amount: number, locale: string = 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Whole days from `epochMs` to `now` ('Joined on day N'); never negative. */
export function daysSince(epochMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - epochMs) / DAY_MS));
}
