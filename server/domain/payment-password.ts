import type { Queryable } from '../db/db';
import { hashPassword, timingDummyHash, verifyPassword } from './passwords';

export type PaymentPasswordCheck = 'ok' | 'missing' | 'wrong';

async function storedHash(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ hash: string | null }>(
    'SELECT payment_password_hash AS hash FROM members WHERE tenant_id = $1 AND id = $2',
    [tenantId, memberId],
  );
  return row?.hash ?? null;
}

/** Whether the member has set a payment (withdrawal) password. */
export async function hasPaymentPassword(db: Queryable, tenantId: string, memberId: number) {
  return (await storedHash(db, tenantId, memberId)) !== null;
}

/** Sets or replaces the payment password (scrypt, like login passwords). */
export async function setPaymentPassword(
  db: Queryable,
  tenantId: string,
  memberId: number,
  password: string,
): Promise<void> {
  await db.query('UPDATE members SET payment_password_hash = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    memberId,
    await hashPassword(password),
  ]);
}

/** Checks a payment password; a member without one spends the same work, so timing tells nothing. */
export async function checkPaymentPassword(
  db: Queryable,
  tenantId: string,
  memberId: number,
  password: string,
): Promise<PaymentPasswordCheck> {
  const hash = await storedHash(db, tenantId, memberId);
  if (hash === null) {
    await verifyPassword(password, await timingDummyHash());
    return 'missing';
  }
  return (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
}
