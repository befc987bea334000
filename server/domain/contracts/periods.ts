import { HOUR } from '../clock';
import { dayOf, dayRange, isDay, startOfDay } from '../play/tenant-day';
import type { ContractKind, DividendTerms } from './types';

/** How a contract's periods are cut: by day, by hour, or the dividend's half month or month. */
export type PeriodUnit = 'day' | 'hour' | DividendTerms['period'];

export const unitOf = (kind: ContractKind, dividendPeriod?: DividendTerms['period']): PeriodUnit =>
  kind === 'dailySalary' ? 'day' : kind === 'hourSalary' ? 'hour' : (dividendPeriod ?? 'month');

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOfMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${pad(new Date(Date.UTC(year, number, 0)).getUTCDate())}`;
}

/**
 * [from, to) epoch ms of a period written 'YYYY-MM-DD' (day), 'YYYY-MM-DDTHH' (hour), 'YYYY-MM'
 * (month) or 'YYYY-MM-H1' / 'YYYY-MM-H2' (half month), cut in the tenant's zone; null when the text
 * is not a real period of that unit.
 */
export function periodRange(
  unit: PeriodUnit,
  zone: string,
  period: string,
): [number, number] | null {
  if (unit === 'day') return isDay(period) ? dayRange(zone, period, period) : null;
  if (unit === 'hour') {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(period);
    const [, day = '', hour = '99'] = match ?? [];
    if (!isDay(day) || Number(hour) > 23) return null;
    const from = startOfDay(zone, day) + Number(hour) * HOUR;
    return [from, from + HOUR];
  }
  const match = /^(\d{4}-\d{2})(?:-(H1|H2))?$/.exec(period);
  const [, month = '', half] = match ?? [];
  if (!isDay(`${month}-01`) || (unit === 'month') !== (half === undefined)) return null;
  const first = half === 'H2' ? `${month}-16` : `${month}-01`;
  const last = half === 'H1' ? `${month}-15` : lastDayOfMonth(month);
  return dayRange(zone, first, last);
}

/** The period of `unit` that contains `instant`. */
export function periodOf(unit: PeriodUnit, zone: string, instant: number): string {
  const day = dayOf(zone, instant);
  if (unit === 'day') return day;
  if (unit === 'hour') {
    const hour = Math.min(23, Math.floor((instant - startOfDay(zone, day)) / HOUR));
    return `${day}T${pad(hour)}`;
  }
  const month = day.slice(0, 7);
  if (unit === 'month') return month;
  return `${month}-${Number(day.slice(8)) <= 15 ? 'H1' : 'H2'}`;
}

/** The latest period of `unit` that has ended by `now` (yesterday, the last full hour…). */
export function lastClosedPeriod(unit: PeriodUnit, zone: string, now: number): string {
  const current = periodRange(unit, zone, periodOf(unit, zone, now));
  return periodOf(unit, zone, (current?.[0] ?? now) - 1);
}

/** The `count` closed periods before `now`, newest first. */
export function closedPeriods(unit: PeriodUnit, zone: string, now: number, count: number) {
  const periods: string[] = [];
  let instant = now;
  for (let index = 0; index < count; index++) {
    const period = lastClosedPeriod(unit, zone, instant);
    periods.push(period);
    instant = periodRange(unit, zone, period)?.[0] ?? instant;
  }
  return periods;
}
