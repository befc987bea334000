import dayjs from 'dayjs';

import type { LanguageCode } from '../../schema/constants';
import { dayjsLocaleName, isDateLocaleLoaded } from './date-locales';

/**
 * Formats a date with a dayjs pattern (e.g. `MM/DD HH:mm`). Month and day names use the language's
 * dayjs locale once `loadDateLocale` has loaded it (i18n does on every language change). Its own
 * module so that dayjs stays out of the entry chunk: only screens that show dates load it.
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
