import { applyRateRounded, type Minor, toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import type { Queryable } from '../../db/db';
import { dayOf, tenantTimeZone } from '../play/tenant-day';
import { tenantCurrency } from '../tenants';

/** Amounts in minor units. */
export interface WithdrawRules {
  minAmount: Minor;
  maxAmount: Minor;
  dailyCount: number;
  feePercent: number;
  feeFixed: Minor;
  /** Minutes after midnight in the tenant's zone: [windowStart, windowEnd). */
  windowStart: number;
  windowEnd: number;
  maxCards: number;
}

const ALL_DAY = { windowStart: 0, windowEnd: 24 * 60, maxCards: 5 };

/** Starting settings per currency, written once per tenant by the seed. */
const DEFAULTS: Record<string, WithdrawRules> = {
  BRL: {
    minAmount: toMinor(20),
    maxAmount: toMinor(50_000),
    dailyCount: 5,
    feePercent: 1,
    feeFixed: toMinor(0),
    ...ALL_DAY,
  },
  PHP: {
    minAmount: toMinor(100),
    maxAmount: toMinor(100_000),
    dailyCount: 3,
    feePercent: 0,
    feeFixed: toMinor(10),
    ...ALL_DAY,
  },
  USD: {
    minAmount: toMinor(10),
    maxAmount: toMinor(20_000),
    dailyCount: 5,
    feePercent: 1.5,
    feeFixed: toMinor(1),
    ...ALL_DAY,
  },
};

export function defaultWithdrawRules(tenant: Tenant): WithdrawRules {
  return DEFAULTS[tenantCurrency(tenant).currency] ?? (DEFAULTS.USD as WithdrawRules);
}

export async function withdrawRules(db: Queryable, tenant: Tenant): Promise<WithdrawRules> {
  const [row] = await db.query<WithdrawRules>(
    `SELECT min_amount AS "minAmount", max_amount AS "maxAmount", daily_count AS "dailyCount",
       fee_percent AS "feePercent", fee_fixed AS "feeFixed", window_start AS "windowStart",
       window_end AS "windowEnd", max_cards AS "maxCards"
     FROM withdraw_settings WHERE tenant_id = $1`,
    [tenant.code],
  );
  return row ?? defaultWithdrawRules(tenant);
}

/** Seeds the tenant's settings (an existing row, maybe edited by the operator, is kept). */
export async function seedWithdrawRules(db: Queryable, tenant: Tenant): Promise<void> {
  const rules = defaultWithdrawRules(tenant);
  await db.query(
    `INSERT INTO withdraw_settings (tenant_id, min_amount, max_amount, daily_count, fee_percent, fee_fixed,
       window_start, window_end, max_cards)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      tenant.code,
      rules.minAmount,
      rules.maxAmount,
      rules.dailyCount,
      rules.feePercent,
      rules.feeFixed,
      rules.windowStart,
      rules.windowEnd,
      rules.maxCards,
    ],
  );
}

/** The fee on `amount`: percent (rounded to the cent) plus the fixed part. */
export function feeOf(rules: WithdrawRules, amount: Minor): Minor {
  return (applyRateRounded(amount, rules.feePercent / 100) + rules.feeFixed) as Minor;
}

/** `HH:mm` of minutes after midnight (1440 → `24:00`). */
export function clockText(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes after midnight of `instant` in the tenant's zone. */
function minuteOfDay(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Whether `instant` falls in the window; a window whose end is before its start spans midnight. */
export function insideWindow(rules: WithdrawRules, tenant: Tenant, instant: number): boolean {
  const { windowStart: start, windowEnd: end } = rules;
  if (end - start >= 24 * 60 || start === end) return true;
  const minute = minuteOfDay(tenantTimeZone(tenant), instant);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The tenant's day of `instant`, for the daily count. */
export function tenantDayOf(tenant: Tenant, instant: number): string {
  return dayOf(tenantTimeZone(tenant), instant);
}
