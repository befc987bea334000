const DAY_MS = 86_400_000;

/** One formatter per locale: building one is far dearer than formatting (lists of amounts). */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** Money with exactly 2 decimals in the reader's locale (spec §9: balance 2 decimals). */
export function formatAmount(amount: number, locale: string = 'en'): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format.format(amount);
}

/** Whole days from `epochMs` to `now` ('Joined on day N'); never negative. */
export function daysSince(epochMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - epochMs) / DAY_MS));
}
