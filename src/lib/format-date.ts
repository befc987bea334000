import type { LanguageCode } from '../../schema/constants';

/**
 * What a date shows, not how: each language's own order, separators and clock (CLDR through
 * `Intl.DateTimeFormat`, built into every browser, so no locale file is downloaded).
 */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time' | 'dayTime' | 'day';

const TWO_DIGITS = '2-digit' as const;
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: TWO_DIGITS, day: TWO_DIGITS },
  dateTime: {
    year: 'numeric',
    month: TWO_DIGITS,
    day: TWO_DIGITS,
    hour: TWO_DIGITS,
    minute: TWO_DIGITS,
  },
  dateTimeSeconds: {
    year: 'numeric',
    month: TWO_DIGITS,
    day: TWO_DIGITS,
    hour: TWO_DIGITS,
    minute: TWO_DIGITS,
    second: TWO_DIGITS,
  },
  time: { hour: TWO_DIGITS, minute: TWO_DIGITS },
  /** Month, day and time, for lists within the current season (lottery orders, settlements). */
  dayTime: { month: TWO_DIGITS, day: TWO_DIGITS, hour: TWO_DIGITS, minute: TWO_DIGITS },
  day: { month: TWO_DIGITS, day: TWO_DIGITS },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateStyle, language: LanguageCode): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an instant (epoch ms, ISO text or Date) in the reader's language and local time. */
export function formatDate(
  value: number | string | Date,
  style: DateStyle,
  language: LanguageCode = 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(style, language).format(date);
}
