import dayjs from 'dayjs';

import type { LanguageCode } from '../../schema/constants';
import { dayjsLocaleName, isDateLocaleLoaded } from './date-locales';

export { loadDateLocale } from './date-locales';

const DAY_MS = 86_400_000;

/** Money with exactly 2 decimals in the reader's locale (spec §9: balance 2 decimals). */
export function formatAmount(amount: number, locale: string = 'en'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Formats a date with a dayjs pattern (e.g. `MM/DD HH:mm`). Month and day names use the language's
 * dayjs locale once {@link loadDateLocale} has loaded it (i18n does on every language change).
 */
export function formatDate(
  value: number | string | Date,
  pattern: string,
  language: LanguageCode = 'en',
): string {
  const date = dayjs(value);
  return (isDateLocaleLoaded(language) ? date.locale(dayjsLocaleName(language)) : date).format(
    pattern,
  );
}

/** Whole days from `epochMs` to `now` ('Joined on day N'); never negative. */
export function daysSince(epochMs: number, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - epochMs) / DAY_MS));
}
