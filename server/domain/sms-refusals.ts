import type { Queryable } from '../db/db';

/**
 * Why an SMS code request was refused: no or a wrong captcha past the address's free sends, the
 * address's or the tenant's hourly budget, or the number's own resend limits.
 */
export type SmsRefusalReason = 'captcha' | 'address' | 'tenant' | 'number';

export interface SmsRefusalCount {
  tenantId: string;
  reason: SmsRefusalReason;
  refused: number;
}

export async function countSmsRefusal(db: Queryable, tenantId: string, reason: SmsRefusalReason) {
  await db.query(
    `INSERT INTO sms_refusals (tenant_id, reason, refused) VALUES ($1, $2, 1)
     ON CONFLICT (tenant_id, reason) DO UPDATE SET refused = sms_refusals.refused + 1`,
    [tenantId, reason],
  );
}

/** Refused SMS code requests since the database was created, per tenant and reason (for metrics). */
export function smsRefusalCounts(db: Queryable): Promise<SmsRefusalCount[]> {
  return db.query<SmsRefusalCount>(
    `SELECT tenant_id AS "tenantId", reason, refused FROM sms_refusals ORDER BY tenant_id, reason`,
  );
}
