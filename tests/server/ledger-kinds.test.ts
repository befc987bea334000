import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import type { Db } from '../../server/db/db';
import { applyPosting } from '../../server/domain/ledger';
import { LEDGER_KINDS, type LedgerKind } from '../../server/domain/ledger-kinds';
import { manualClock } from './support/clock';
import { openLedgerMember } from './support/ledger-member';

const clock = manualClock();
let db: Db;
let memberId: number;

beforeAll(async () => {
  ({ db, memberId } = await openLedgerMember('kinds', clock));
});
afterAll(() => db.close());

const credit = (kind: string) =>
  db.transaction((tx) =>
    applyPosting(tx, clock, {
      tenantId: 't1',
      memberId,
      amount: toMinor(1),
      // Deliberately unchecked: the database is what is tested here.
      kind: kind as LedgerKind,
      reference: kind,
    }),
  );

describe('ledger kinds', () => {
  it('has the database accept every listed kind', async () => {
    for (const kind of LEDGER_KINDS) await credit(kind);
    const rows = await db.query<{ kind: string }>(
      'SELECT kind FROM ledger_entries WHERE member_id = $1 ORDER BY id',
      [memberId],
    );
    expect(rows.map((row) => row.kind)).toEqual([...LEDGER_KINDS]);
  });

  it('has the database refuse a kind that is not listed', async () => {
    await expect(
      db.query(
        `INSERT INTO ledger_entries (tenant_id, member_id, account_type_id, amount, balance_after, kind, created_at)
         VALUES ('t1', $1, 1, 100, 100, 'bonus.typo', 0)`,
        [memberId],
      ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ledger_kind_known' });
  });

  it('refuses an unlisted kind before it reaches the database, moving nothing', async () => {
    const balance = async () =>
      (await db.query('SELECT balance FROM wallet_accounts WHERE member_id = $1', [memberId]))[0];
    const before = await balance();
    await expect(credit('bonus.typo')).rejects.toThrow('Unknown ledger kind bonus.typo');
    expect(await balance()).toEqual(before);
  });

  it('lists in the CHECK constraint exactly the kinds of the code', async () => {
    const [row] = await db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conname = 'ledger_kind_known' AND conrelid = 'ledger_entries'::regclass`,
    );
    const listed = [...(row?.definition ?? '').matchAll(/'([^']+)'::text/g)].map(
      (match) => match[1],
    );
    expect(new Set(listed)).toEqual(new Set(LEDGER_KINDS));
    expect(listed).toHaveLength(LEDGER_KINDS.length);
  });
});
