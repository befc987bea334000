import type { NewPaymentPassword, PaymentPasswordChange } from '../../../contract/security';
import type { Db } from '../../db/db';
import { accountErrors, RateLimitError } from '../account-errors';
import { type Clock, MINUTE } from '../clock';
import { cleanValue, requireField } from '../field-rules';
import { findMemberById } from '../member-accounts';
import { verifyPassword } from '../passwords';
import { checkPaymentPassword, hasPaymentPassword, setPaymentPassword } from '../payment-password';
import { hitRateLimit } from '../rate-counters';
import { securityErrors } from './errors';

/** Change attempts (right or wrong) per member and window: enough for people, too few to guess 6 digits. */
const CHANGE_ATTEMPTS = 10;
const CHANGE_WINDOW_MS = 15 * MINUTE;

export interface Caller {
  tenantId: string;
  memberId: number;
}

/** The new payment password by rule `paymentPassword` (6 digits), equal to its confirmation. */
function checkNewPaymentPassword(input: { newPassword?: unknown; confirmNewPassword?: unknown }) {
  const password = requireField('newPassword', input.newPassword, 'paymentPassword');
  if (cleanValue('paymentPassword', input.confirmNewPassword) !== password)
    throw accountErrors.passwordMismatch();
  return password;
}

/** `PUT /wps/member/paymentPassword`: the first payment password, confirmed by the login password. */
export async function setFirstPaymentPassword(db: Db, caller: Caller, input: NewPaymentPassword) {
  const password = checkNewPaymentPassword(input);
  const member = await findMemberById(db, caller.tenantId, caller.memberId);
  if (!member) throw accountErrors.loginFailed();
  // Accounts registered by mobile without a password have nothing to confirm with.
  if (
    member.passwordHash !== null &&
    !(await verifyPassword(input.loginPassword ?? '', member.passwordHash))
  )
    throw securityErrors.wrongLoginPassword();
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM members WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
      caller.tenantId,
      caller.memberId,
    ]);
    if (await hasPaymentPassword(tx, caller.tenantId, caller.memberId))
      throw securityErrors.paymentPasswordExists();
    await setPaymentPassword(tx, caller.tenantId, caller.memberId, password);
  });
}

/** `POST /wps/member/paymentPassword`: old + new + confirmation; the new one must differ. */
export async function changePaymentPassword(
  deps: { db: Db; now: Clock },
  caller: Caller,
  input: PaymentPasswordChange,
) {
  const password = checkNewPaymentPassword(input);
  const { db, now } = deps;
  const key = `payment-password:${caller.tenantId}:${caller.memberId}`;
  const wait = await hitRateLimit(db, now, key, CHANGE_ATTEMPTS, CHANGE_WINDOW_MS);
  if (wait > 0) throw new RateLimitError(wait);
  const check = await checkPaymentPassword(db, caller.tenantId, caller.memberId, input.oldPassword);
  if (check === 'missing') throw securityErrors.paymentPasswordMissing();
  if (check === 'wrong') throw securityErrors.wrongPaymentPassword();
  if (input.oldPassword === password) throw accountErrors.sameAsOld();
  await setPaymentPassword(db, caller.tenantId, caller.memberId, password);
}
