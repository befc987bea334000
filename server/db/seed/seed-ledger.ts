import { type Minor, toMinor } from '../../../contract/money';
import { MAIN_ACCOUNT } from '../../domain/ledger';
import type { LedgerKind } from '../../domain/ledger-kinds';
import type { Db, Queryable } from '../db';
import { DEMO_MEMBERS } from './demo-members';

/** Kind of a demo account's opening credit, dated at its registration. */
export const OPENING_KIND = 'seed.deposit' satisfies LedgerKind;

/** The newest ledger row before this seed run (0 on an empty ledger): rows after it are the run's. */
export async function ledgerMark(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM ledger_entries');
  return row?.id ?? 0;
}

/** Members whose whole ledger was written after `mark`: the accounts this run created. */
async function newSince(tx: Queryable, tenantId: string, mark: number) {
  return tx.query<{ id: number; username: string }>(
    `SELECT m.id, m.username FROM members m WHERE m.tenant_id = $1
       AND m.id IN (SELECT member_id FROM ledger_entries WHERE tenant_id = $1 AND id > $2)
       AND NOT EXISTS (SELECT 1 FROM ledger_entries o WHERE o.tenant_id = $1 AND o.member_id = m.id AND o.id <= $2)`,
    [tenantId, mark],
  );
}

/**
 * The opening credit absorbs the seeded history, so the wallet ends on the documented balance; unless
 * that would take the running balance below zero somewhere (seed rounds are real rounds: a tenant's
 * outcomes may hold a big win), then the opening is just enough to stay at or above zero and the
 * wallet ends above the documented balance.
 */
async function landOnDocumentedBalance(
  tx: Queryable,
  tenantId: string,
  memberId: number,
  balance: Minor,
) {
  const account = [tenantId, memberId, MAIN_ACCOUNT];
  await tx.query(
    `WITH opening AS (
       SELECT min(id) AS id FROM ledger_entries
       WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3 AND kind = $5),
     history AS (
       SELECT amount, sum(amount) OVER (ORDER BY created_at, id) AS running FROM ledger_entries
       WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3 AND id <> (SELECT id FROM opening)),
     needed AS (
       SELECT greatest($4::bigint - coalesce(sum(amount), 0), -coalesce(min(running), 0), 0) AS amount
       FROM history)
     UPDATE ledger_entries SET amount = (SELECT amount FROM needed) WHERE id = (SELECT id FROM opening)`,
    [...account, balance, OPENING_KIND],
  );
  await tx.query(
    `UPDATE wallet_accounts w SET balance = (
       SELECT coalesce(sum(amount), 0) FROM ledger_entries
       WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3)
     WHERE w.tenant_id = $1 AND w.member_id = $2 AND w.account_type_id = $3`,
    account,
  );
}

/** Each row's balance_after becomes the running sum of the member's rows in statement (time) order. */
async function chainBalances(tx: Queryable, tenantId: string, memberIds: number[]) {
  await tx.query(
    `UPDATE ledger_entries l SET balance_after = r.running FROM (
       SELECT id, sum(amount) OVER (PARTITION BY member_id, account_type_id ORDER BY created_at, id) AS running
       FROM ledger_entries WHERE tenant_id = $1 AND member_id = ANY($2::bigint[])) r
     WHERE l.id = r.id AND l.balance_after <> r.running`,
    [tenantId, memberIds],
  );
  const overdrawn = await tx.query<{ username: string }>(
    `SELECT DISTINCT m.username FROM ledger_entries l JOIN members m ON m.id = l.member_id
     WHERE l.tenant_id = $1 AND l.member_id = ANY($2::bigint[]) AND l.balance_after < 0`,
    [tenantId, memberIds],
  );
  if (overdrawn.length) {
    const names = overdrawn.map((row) => row.username).join(', ');
    throw new Error(`The seeded history of ${names} (${tenantId}) goes below zero`);
  }
}

/** Rounds, withdrawals and contract payouts keep a copy of their ledger row's balance_after. */
async function copyBalances(tx: Queryable, tenantId: string, memberIds: number[]) {
  const params = [tenantId, memberIds];
  await tx.query(
    `UPDATE game_rounds g SET balance_after = l.balance_after FROM (
       SELECT DISTINCT ON (member_id, reference) member_id, reference, balance_after FROM ledger_entries
       WHERE tenant_id = $1 AND member_id = ANY($2::bigint[]) AND kind IN ('game.bet', 'game.win')
       ORDER BY member_id, reference, created_at DESC, id DESC) l
     WHERE g.tenant_id = $1 AND g.member_id = l.member_id AND g.round_id = l.reference`,
    params,
  );
  await tx.query(
    `UPDATE withdrawals w SET balance_after = l.balance_after FROM ledger_entries l
     WHERE w.tenant_id = $1 AND w.member_id = ANY($2::bigint[]) AND l.tenant_id = $1
       AND l.member_id = w.member_id AND l.kind = 'withdraw' AND l.reference = w.id::text`,
    params,
  );
  await tx.query(
    `UPDATE contract_payouts p SET balance_after = l.balance_after FROM agent_contracts c, ledger_entries l
     WHERE p.tenant_id = $1 AND p.member_id = ANY($2::bigint[]) AND c.id = p.contract_id
       AND l.tenant_id = $1 AND l.member_id = p.member_id
       AND l.reference = c.kind || ':' || p.contract_id || ':' || p.period`,
    params,
  );
}

/**
 * Seed modules write history through the real money functions, each at its own moment in the past,
 * so posting order is not time order and a row's balance_after (the balance when it was posted) would
 * not chain in a statement sorted by time. After a tenant's seed run, for the accounts the run created
 * (never for history a later start finds): a demo account's opening credit becomes what makes its
 * history end on its documented balance, and balance_after is recomputed in time order.
 */
export async function closeSeededHistory(db: Db, tenantId: string, mark: number): Promise<void> {
  const documented = new Map(DEMO_MEMBERS.map((member) => [member.username, member.balance]));
  await db.transaction(async (tx) => {
    const members = await newSince(tx, tenantId, mark);
    if (!members.length) return;
    for (const member of members) {
      const balance = documented.get(member.username);
      if (balance !== undefined)
        await landOnDocumentedBalance(tx, tenantId, member.id, toMinor(balance));
    }
    const ids = members.map((member) => member.id);
    await chainBalances(tx, tenantId, ids);
    await copyBalances(tx, tenantId, ids);
  });
}
