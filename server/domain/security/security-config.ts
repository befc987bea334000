import type { SecurityConfig } from '../../../contract/security';
import type { Queryable } from '../../db/db';
import { maskEmail } from './bindings';
import { verificationOf } from './identity';
import type { Caller } from './payment-password-flows';

export async function securityConfig(
  db: Queryable,
  caller: Caller,
): Promise<SecurityConfig | undefined> {
  const [row] = await db.query<{
    loginPassword: boolean;
    paymentPassword: boolean;
    mobileNumber: string | null;
    mobileMasked: string;
    email: string;
    emailVerifiedAt: number | null;
    realName: string | null;
  }>(
    `SELECT password_hash IS NOT NULL AS "loginPassword", payment_password_hash IS NOT NULL AS "paymentPassword",
       mobile_number AS "mobileNumber", mobile_masked AS "mobileMasked", email,
       email_verified_at AS "emailVerifiedAt", profile->>'payeeName' AS "realName"
     FROM members WHERE tenant_id = $1 AND id = $2`,
    [caller.tenantId, caller.memberId],
  );
  if (!row) return undefined;
  const verification = await verificationOf(db, caller);
  const emailBound = row.emailVerifiedAt !== null && row.email !== '';
  return {
    loginPassword: row.loginPassword,
    paymentPassword: row.paymentPassword,
    mobileBound: row.mobileNumber !== null,
    mobile: row.mobileNumber === null ? '' : row.mobileMasked,
    emailBound,
    email: emailBound ? maskEmail(row.email) : '',
    verificationStatus: verification.status,
    verificationSubmittedAt: verification.submittedAt,
    verificationDecidedAt: verification.decidedAt,
    rejectReason: verification.rejectReason,
    realName: row.realName ?? '',
  };
}
