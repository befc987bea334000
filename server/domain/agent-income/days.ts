import { dayOf, startOfDay } from '../play/tenant-day';

/** One calendar day of the tenant: `YYYY-MM-DD` and its first millisecond. */
export interface TenantDay {
  day: string;
  start: number;
}

/** The calendar day after `day` (both `YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The tenant's days that start in [from, to), oldest first. */
export function daysBetween(zone: string, from: number, to: number): TenantDay[] {
  const days: TenantDay[] = [];
  for (let day = dayOf(zone, from); startOfDay(zone, day) < to; day = nextDay(day))
    days.push({ day, start: startOfDay(zone, day) });
  return days;
}
