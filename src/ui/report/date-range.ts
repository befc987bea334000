export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  /** `YYYY-MM-DD`, first day included. */
  startDate: string;
  /** `YYYY-MM-DD`, last day included. */
  endDate: string;
}

/** `YYYY-MM-DD` of `date` on the calendar of `timeZone` (the device's own when omitted or unknown). */
export function localDay(date: Date, timeZone?: string): string {
  const parts = calendarParts(date, timeZone);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).toISOString().slice(0, 10);
}

function calendarParts(date: Date, timeZone?: string) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  }
  const parts = format.formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/**
 * The days a preset covers. Reports cut days in the merchant's time zone, so pass the zone the
 * platform announces (`useSiteSettings().timeZone`); without one the device's calendar is used.
 * Calendar arithmetic, not 24-hour steps, so daylight-saving days count as one day.
 */
export function rangeOf(preset: RangePreset, now: Date = new Date(), timeZone?: string): DayRange {
  const { year, month, day } = calendarParts(now, timeZone);
  const daysBefore = (days: number) =>
    new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
  const today = daysBefore(0);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: daysBefore(1), endDate: daysBefore(1) };
    case 'last7':
      return { startDate: daysBefore(6), endDate: today };
    case 'last30':
      return { startDate: daysBefore(29), endDate: today };
  }
}
