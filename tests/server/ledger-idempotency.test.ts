import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openAccount, postOnce, walletAccounts } from '../../server/domain/ledger';
import { insertMember } from '../../server/domain/members';
import { manualClock } from './support/clock';

const clock = manualClock();
let db: Db;
let memberId: number;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await db.query(
    `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ('t1', 'T1', 'T1T')`,
  );
  const id = await insertMember(db, {
    tenantId: 't1',
    merchantCode: 'T1',
    username: 'payer',
    passwordHash: null,
    customerType: 0,
    nickname: '',
    mobileMasked: '',
    regDate: clock(),
  });
  if (id === undefined) throw new Error('member not created');
  memberId = id;
  await openAccount(db, 't1', memberId, 'USD');
});
afterAll(() => db.close());

const balance = async () => (await walletAccounts(db, 't1', memberId))[0]?.balance;
const deposit = (reference: string, amount = 50) =>
  postOnce(db, clock, {
    tenantId: 't1',
    memberId,
    amount: toMinor(amount),
    kind: 'deposit',
    reference,
  });

describe('postOnce', () => {
  it('moves money once per reference and answers the first balance on a repeat', async () => {
    expect(await deposit('dep-1')).toEqual({ balance: toMinor(50), replayed: false });
    expect(await deposit('dep-1')).toEqual({ balance: toMinor(50), replayed: true });
    expect(await deposit('dep-2')).toEqual({ balance: toMinor(100), replayed: false });
    expect(await balance()).toBe(toMinor(100));
  });

  it('lets exactly one of many concurrent repeats through', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => deposit('dep-3', 10)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balance()).toBe(toMinor(110));
  });

  it('treats the same reference under another kind as a different posting', async () => {
    const refund = await postOnce(db, clock, {
      tenantId: 't1',
      memberId,
      amount: toMinor(5),
      kind: 'withdraw.refund',
      reference: 'dep-1',
    });
    expect(refund).toEqual({ balance: toMinor(115), replayed: false });
  });

  it('refuses a posting without a reference', async () => {
    await expect(
      postOnce(db, clock, {
        tenantId: 't1',
        memberId,
        amount: toMinor(1),
        kind: 'deposit',
        reference: '',
      }),
    ).rejects.toThrow('needs a reference');
  });
});
