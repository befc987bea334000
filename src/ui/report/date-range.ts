export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  /** `YYYY-MM-DD`, first day included. */
  startDate: string;
  /** `YYYY-MM-DD`, last day included. */
  endDate: string;
}

/** `YYYY-MM-DD` of the device's local calendar day. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Calendar arithmetic, not 24-hour steps, so daylight-saving days count as one day. */
const daysBefore = (now: Date, days: number) =>
  localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));

/** The days a preset covers, counted on the device's calendar. */
export function rangeOf(preset: RangePreset, now: Date = new Date()): DayRange {
  switch (preset) {
    case 'today':
      return { startDate: localDay(now), endDate: localDay(now) };
    case 'yesterday':
      return { startDate: daysBefore(now, 1), endDate: daysBefore(now, 1) };
    case 'last7':
      return { startDate: daysBefore(now, 6), endDate: localDay(now) };
    case 'last30':
      return { startDate: daysBefore(now, 29), endDate: localDay(now) };
  }
}
