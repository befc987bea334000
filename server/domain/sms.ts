import type { Tenant } from '../../schema/tenant';
import type { Db } from '../db/db';
import { type Clock, MINUTE } from './clock';
import { type CodePurpose, issueCode, recordSend } from './one-time-codes';
import type { Outbox } from './outbox';

export const SMS_CODE_LENGTH = 6;

/**
 * Sends a verification code by SMS to `mobile` (`+<cc><number>`), within the resend limits;
 * answers the code's lifetime in minutes.
 */
export async function sendSmsCode(
  deps: { db: Db; now: Clock; outbox: Outbox },
  tenant: Tenant,
  purpose: Extract<CodePurpose, 'register' | 'verify' | 'bind'>,
  mobile: string,
  /** Where the code is kept when it is not the number itself (a binding ties it to the member too). */
  codeTarget = mobile,
): Promise<number> {
  const { db, now, outbox } = deps;
  const minutes = tenant.registration.smsExpiredMinutes;
  const code = await db.transaction(async (tx) => {
    await recordSend(tx, now, tenant.code, mobile);
    return issueCode(
      tx,
      now,
      { tenantId: tenant.code, purpose, target: codeTarget },
      { length: SMS_CODE_LENGTH, ttlMs: minutes * MINUTE },
    );
  });
  await outbox.send({
    tenant: tenant.code,
    channel: 'sms',
    to: mobile,
    body: `[${tenant.name}] Your verification code is ${code}. It expires in ${minutes} minute(s).`,
    code,
  });
  return minutes;
}
