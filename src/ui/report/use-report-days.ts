import { useSiteSettings } from '../../tenant/hooks';
import { type DayRange, type RangePreset, rangeOf } from './date-range';

/** The days of a preset on the merchant's calendar (the zone the platform announces). */
export function useReportDays(preset: RangePreset): DayRange {
  return rangeOf(preset, new Date(), useSiteSettings().timeZone);
}
