import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import type { Db } from '../../server/db/db';
import { postOnce, walletAccounts } from '../../server/domain/ledger';
import { manualClock } from './support/clock';
import { openLedgerMember } from './support/ledger-member';

const clock = manualClock();
let db: Db;
let memberId: number;

beforeAll(async () => {
  ({ db, memberId } = await openLedgerMember('payer', clock));
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
