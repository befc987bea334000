import { type Db, isCheckViolation, isUniqueViolation, type Queryable } from '../db/db';
import type { Clock } from './clock';

/** The only wallet in the foundation: the member's main (real money) account. */
export const MAIN_ACCOUNT = 1;

export class InsufficientFundsError extends Error {
  readonly errorCode = 'insufficient.balance';
  constructor() {
    super('The balance is too low for this amount.');
  }
}

export interface Posting {
  tenantId: string;
  memberId: number;
  /** Positive credits, negative debits; two decimals. */
  amount: number;
  kind: string;
  reference?: string;
  accountTypeId?: number;
}

/** Opens the member's wallet account at zero (idempotent). */
export async function openAccount(
  db: Queryable,
  tenantId: string,
  memberId: number,
  currency: string,
  accountTypeId = MAIN_ACCOUNT,
) {
  await db.query(
    `INSERT INTO wallet_accounts (tenant_id, member_id, account_type_id, currency) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [tenantId, memberId, accountTypeId, currency],
  );
}

/**
 * Moves money inside the caller's transaction: updates the balance and writes its ledger row. The row
 * lock taken by the UPDATE serialises concurrent postings; the CHECK constraint keeps the balance at
 * zero or above (a violation aborts the transaction). Returns the new balance.
 */
export async function applyPosting(tx: Queryable, now: Clock, posting: Posting): Promise<number> {
  const accountTypeId = posting.accountTypeId ?? MAIN_ACCOUNT;
  const amount = posting.amount.toFixed(2);
  const [account] = await tx.query<{ balance: number }>(
    `UPDATE wallet_accounts SET balance = balance + $4::numeric
     WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3 RETURNING balance`,
    [posting.tenantId, posting.memberId, accountTypeId, amount],
  );
  if (!account)
    throw new Error(`No wallet account ${accountTypeId} for member ${posting.memberId}`);
  await tx.query(
    `INSERT INTO ledger_entries (tenant_id, member_id, account_type_id, amount, balance_after, kind, reference, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8)`,
    [
      posting.tenantId,
      posting.memberId,
      accountTypeId,
      amount,
      account.balance,
      posting.kind,
      posting.reference ?? '',
      now(),
    ],
  );
  return account.balance;
}

/** One posting in its own transaction; `InsufficientFundsError` when it would overdraw. */
export async function post(db: Db, now: Clock, posting: Posting): Promise<number> {
  try {
    return await db.transaction((tx) => applyPosting(tx, now, posting));
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    throw error;
  }
}

export interface OnceResult {
  balance: number;
  /** True when a posting with this reference was already made: nothing moved this time. */
  replayed: boolean;
}

/** The balance after an earlier posting with this idempotency reference, if there was one. */
export async function priorPosting(tx: Queryable, posting: Posting): Promise<number | undefined> {
  const [row] = await tx.query<{ balanceAfter: number }>(
    `SELECT balance_after AS "balanceAfter" FROM ledger_entries
     WHERE tenant_id = $1 AND member_id = $2 AND kind = $3 AND reference = $4`,
    [posting.tenantId, posting.memberId, posting.kind, posting.reference ?? ''],
  );
  return row?.balanceAfter;
}

/**
 * `post` for requests that may be repeated: `reference` is the idempotency key. A repeat (even a
 * concurrent one, caught by the unique index) moves nothing and answers the first balance.
 */
export async function postOnce(
  db: Db,
  now: Clock,
  posting: Posting & { reference: string },
): Promise<OnceResult> {
  if (!posting.reference) throw new Error('postOnce needs a reference');
  const prior = await priorPosting(db, posting);
  if (prior !== undefined) return { balance: prior, replayed: true };
  try {
    return { balance: await post(db, now, posting), replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await priorPosting(db, posting);
    return { balance: winner ?? 0, replayed: true };
  }
}

export interface WalletAccount {
  accountTypeId: number;
  currency: string;
  balance: number;
}

export function walletAccounts(db: Queryable, tenantId: string, memberId: number) {
  return db.query<WalletAccount>(
    `SELECT account_type_id AS "accountTypeId", currency, balance FROM wallet_accounts
     WHERE tenant_id = $1 AND member_id = $2 ORDER BY account_type_id`,
    [tenantId, memberId],
  );
}
