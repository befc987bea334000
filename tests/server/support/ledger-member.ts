import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import type { Clock } from '../../../server/domain/clock';
import { openAccount } from '../../../server/domain/ledger';
import { insertMember } from '../../../server/domain/members';

export interface LedgerMember {
  db: Db;
  tenantId: 't1';
  memberId: number;
}

/**
 * A fresh embedded database with tenant `t1` and one member holding an empty USD wallet: the
 * smallest world a ledger test needs, without the seeded demo data.
 */
export async function openLedgerMember(username: string, clock: Clock): Promise<LedgerMember> {
  const db = await openPglite();
  await migrate(db);
  await db.query(
    `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ('t1', 'T1', 'T1T')`,
  );
  const memberId = await insertMember(db, {
    tenantId: 't1',
    merchantCode: 'T1',
    username,
    passwordHash: null,
    customerType: 0,
    nickname: '',
    mobileMasked: '',
    regDate: clock(),
  });
  if (memberId === undefined) throw new Error('member not created');
  await openAccount(db, 't1', memberId, 'USD');
  return { db, tenantId: 't1', memberId };
}
