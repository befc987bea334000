import type { CountryCode } from '../../../schema/registration.schema';
import type { Tenant } from '../../../schema/tenant';
import { DAY } from '../clock';
import { tenantCountry } from '../countries';

/** The tenant file has no time zone yet: reports use the main zone of the tenant's country. */
const ZONES: Record<CountryCode, string> = {
  BR: 'America/Sao_Paulo',
  PH: 'Asia/Manila',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  IN: 'Asia/Kolkata',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  KH: 'Asia/Phnom_Penh',
  LA: 'Asia/Vientiane',
  MM: 'Asia/Yangon',
  BD: 'Asia/Dhaka',
  PK: 'Asia/Karachi',
  NP: 'Asia/Kathmandu',
  US: 'America/New_York',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  CO: 'America/Bogota',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
};

export function tenantTimeZone(tenant: Tenant): string {
  return ZONES[tenantCountry(tenant)];
}

/** The zone's offset from UTC at `instant` (ms; positive east of Greenwich). */
function zoneOffset(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` of `instant` in the zone. */
export function dayOf(zone: string, instant: number): string {
  return new Date(instant + zoneOffset(zone, instant)).toISOString().slice(0, 10);
}

/** The first millisecond of the day `YYYY-MM-DD` in the zone. */
export function startOfDay(zone: string, day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Two passes settle days on which the offset changes (daylight saving).
  const guess = utcMidnight - zoneOffset(zone, utcMidnight);
  return utcMidnight - zoneOffset(zone, guess);
}

/** [start, end) epoch ms of the days `from` … `to` (both included). */
export function dayRange(zone: string, from: string, to: string): [number, number] {
  return [
    startOfDay(zone, from),
    startOfDay(zone, new Date(Date.parse(`${to}T00:00:00Z`) + DAY).toISOString().slice(0, 10)),
  ];
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
