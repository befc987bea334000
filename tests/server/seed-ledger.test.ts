import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Minor, toMinor } from '../../contract/money';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { DEMO_MEMBERS } from '../../server/db/seed/demo-members';
import { loadServerTenants } from '../../server/tenants';
import { manualClock } from './support/clock';
import { seededDb } from './support/snapshot';

const TENANTS = ['lucky7', 'perlas', 'royal88'];

let db: Db;
beforeAll(async () => {
  db = await seededDb(manualClock());
});
afterAll(() => db.close());

interface Entry {
  id: number;
  username: string;
  kind: string;
  amount: Minor;
  balanceAfter: Minor;
}

/** Each member's main-wallet rows in statement order (time, then posting order), oldest first. */
async function ledgers(tenantId: string) {
  const rows = await db.query<Entry>(
    `SELECT l.id, m.username, l.kind, l.amount, l.balance_after AS "balanceAfter"
     FROM ledger_entries l JOIN members m ON m.id = l.member_id
     WHERE l.tenant_id = $1 AND l.account_type_id = 1 ORDER BY m.username, l.created_at, l.id`,
    [tenantId],
  );
  const byMember = new Map<string, Entry[]>();
  for (const row of rows) byMember.set(row.username, [...(byMember.get(row.username) ?? []), row]);
  return byMember;
}

async function wallets(tenantId: string) {
  const rows = await db.query<{ username: string; balance: Minor }>(
    `SELECT m.username, w.balance FROM wallet_accounts w JOIN members m ON m.id = w.member_id
     WHERE w.tenant_id = $1 AND w.account_type_id = 1`,
    [tenantId],
  );
  return new Map(rows.map((row) => [row.username, row.balance]));
}

/** Where replaying the rows (minor units) from zero disagrees with what they store, or ends off the wallet. */
function replay(username: string, entries: Entry[], wallet: Minor | undefined): string[] {
  const problems: string[] = [];
  let running = 0;
  for (const entry of entries) {
    running += entry.amount;
    if (!Number.isSafeInteger(entry.amount))
      problems.push(`${username} #${entry.id} ${entry.kind}: ${entry.amount} is not whole`);
    if (entry.balanceAfter !== running)
      problems.push(
        `${username} #${entry.id} ${entry.kind} ${entry.amount}: stores ${entry.balanceAfter}, replay gives ${running}`,
      );
    if (running < 0) problems.push(`${username} #${entry.id} goes below zero`);
  }
  if (wallet !== running) problems.push(`${username}: wallet ${wallet}, ledger sums to ${running}`);
  return problems;
}

describe('the seeded ledgers replay to the wallets', () => {
  it.each(TENANTS)('every demo account of %s, ending on its documented balance', async (tenant) => {
    const [byMember, balances] = await Promise.all([ledgers(tenant), wallets(tenant)]);
    const problems: string[] = [];
    for (const demo of DEMO_MEMBERS) {
      const entries = byMember.get(demo.username) ?? [];
      expect(entries.length, demo.username).toBeGreaterThan(0);
      problems.push(...replay(demo.username, entries, balances.get(demo.username)));
      expect(balances.get(demo.username), demo.username).toBe(toMinor(demo.balance));
    }
    expect(problems).toEqual([]);
  });

  it.each(TENANTS)('every other seeded member of %s (players, teams)', async (tenant) => {
    const [byMember, balances] = await Promise.all([ledgers(tenant), wallets(tenant)]);
    expect(byMember.size).toBeGreaterThan(DEMO_MEMBERS.length);
    const problems = [...byMember].flatMap(([username, entries]) =>
      replay(username, entries, balances.get(username)),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the copies of balance_after on rounds, withdrawals and payouts', async () => {
    const stale = await db.query<{ source: string; id: number }>(
      `SELECT 'round' AS source, g.id FROM game_rounds g WHERE g.balance_after <> (
         SELECT l.balance_after FROM ledger_entries l WHERE l.tenant_id = g.tenant_id
           AND l.member_id = g.member_id AND l.reference = g.round_id AND l.kind IN ('game.bet', 'game.win')
         ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
       UNION ALL
       SELECT 'withdrawal', w.id FROM withdrawals w JOIN ledger_entries l ON l.tenant_id = w.tenant_id
         AND l.member_id = w.member_id AND l.kind = 'withdraw' AND l.reference = w.id::text
       WHERE l.balance_after <> w.balance_after
       UNION ALL
       SELECT 'payout', p.id FROM contract_payouts p JOIN agent_contracts c ON c.id = p.contract_id
         JOIN ledger_entries l ON l.tenant_id = p.tenant_id AND l.member_id = p.member_id
           AND l.reference = c.kind || ':' || p.contract_id || ':' || p.period
       WHERE l.balance_after <> p.balance_after`,
    );
    expect(stale).toEqual([]);
  });

  it('restores no balance with adjustment rows', async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'seed.adjust'`,
    );
    expect(row?.n).toBe(0);
  });
});

describe('a tenant whose seeded rounds win big', () => {
  // Seed rounds are real rounds with outcomes drawn from the tenant code: for "mx12" (a flag-matrix
  // row) member0 wins about 1,500 in four rounds, more than its documented balance of 1,000.
  it('keeps the history at or above zero and ends the wallet above the documented balance', async () => {
    const [lucky7] = (await loadServerTenants()).filter((tenant) => tenant.code === 'lucky7');
    if (!lucky7) throw new Error('tenants/lucky7 is missing');
    const app = await buildApp({
      now: manualClock(),
      dataDir: 'memory://',
      tenants: [{ ...lucky7, code: 'mx12', merchantCode: 'MX12', trialMerchantCode: 'MX12FREE' }],
    });
    try {
      const entries = await app.deps.db.query<Entry>(
        `SELECT l.id, m.username, l.kind, l.amount, l.balance_after AS "balanceAfter"
         FROM ledger_entries l JOIN members m ON m.id = l.member_id
         WHERE l.tenant_id = 'mx12' AND m.username = 'member0' AND l.account_type_id = 1
         ORDER BY l.created_at, l.id`,
      );
      const [wallet] = await app.deps.db.query<{ balance: Minor }>(
        `SELECT w.balance FROM wallet_accounts w JOIN members m ON m.id = w.member_id
         WHERE w.tenant_id = 'mx12' AND m.username = 'member0' AND w.account_type_id = 1`,
      );
      expect(replay('member0', entries, wallet?.balance)).toEqual([]);
      expect(wallet?.balance).toBeGreaterThan(toMinor(1000));
    } finally {
      await app.close();
    }
  }, 60_000);
});
