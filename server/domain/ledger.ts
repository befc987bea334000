import { type Minor, minor, sumMinor } from '../../contract/money';
import { type Db, isCheckViolation, type Queryable } from '../db/db';
import { withIdempotency } from '../db/idempotency';
import type { Clock } from './clock';
import { isLedgerKind, type LedgerKind } from './ledger-kinds';

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
  /** Positive credits, negative debits. */
  amount: Minor;
  kind: LedgerKind;
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
export async function applyPosting(tx: Queryable, now: Clock, posting: Posting): Promise<Minor> {
  const accountTypeId = posting.accountTypeId ?? MAIN_ACCOUNT;
  const amount = minor(posting.amount);
  // The database refuses it too, but as a CHECK violation, which callers read as an overdraw.
  if (!isLedgerKind(posting.kind)) throw new Error(`Unknown ledger kind ${posting.kind}`);
  const [account] = await tx.query<{ balance: Minor }>(
    `UPDATE wallet_accounts SET balance = balance + $4::bigint
     WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3 RETURNING balance`,
    [posting.tenantId, posting.memberId, accountTypeId, amount],
  );
  if (!account)
    throw new Error(`No wallet account ${accountTypeId} for member ${posting.memberId}`);
  await tx.query(
    `INSERT INTO ledger_entries (tenant_id, member_id, account_type_id, amount, balance_after, kind, reference, created_at)
     VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8)`,
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

/** A credit of `applyCredits`: its amount (positive), kind and reference. */
export type Credit = Pick<Posting, 'amount' | 'kind' | 'reference'>;

/**
 * Several credits to one account inside the caller's transaction, in two statements whatever their
 * number: the rows are what `applyPosting` one after another would write (each keeps the running
 * balance after it). Credits only, so no running balance can dip below zero. Returns the new balance.
 */
export async function applyCredits(
  tx: Queryable,
  now: Clock,
  owner: Pick<Posting, 'tenantId' | 'memberId' | 'accountTypeId'>,
  credits: readonly Credit[],
): Promise<Minor> {
  if (credits.some((credit) => credit.amount <= 0)) throw new Error('applyCredits takes credits');
  const accountTypeId = owner.accountTypeId ?? MAIN_ACCOUNT;
  const total = sumMinor(credits.map((credit) => credit.amount));
  const [account] = await tx.query<{ balance: Minor }>(
    `UPDATE wallet_accounts SET balance = balance + $4::bigint
     WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3 RETURNING balance`,
    [owner.tenantId, owner.memberId, accountTypeId, total],
  );
  if (!account) throw new Error(`No wallet account ${accountTypeId} for member ${owner.memberId}`);
  const balances: number[] = [];
  let running = account.balance - total;
  for (const credit of credits) {
    running += credit.amount;
    balances.push(running);
  }
  await tx.query(
    `INSERT INTO ledger_entries (tenant_id, member_id, account_type_id, amount, balance_after, kind, reference, created_at)
     SELECT $1, $2, $3, e.amount, e.balance_after, e.kind, e.reference, $8
     FROM unnest($4::bigint[], $5::bigint[], $6::text[], $7::text[])
       WITH ORDINALITY AS e (amount, balance_after, kind, reference, position)
     ORDER BY e.position`,
    [
      owner.tenantId,
      owner.memberId,
      accountTypeId,
      credits.map((credit) => credit.amount),
      balances,
      credits.map((credit) => credit.kind),
      credits.map((credit) => credit.reference ?? ''),
      now(),
    ],
  );
  return account.balance;
}

/** One posting in its own transaction; `InsufficientFundsError` when it would overdraw. */
export async function post(db: Db, now: Clock, posting: Posting): Promise<Minor> {
  try {
    return await db.transaction((tx) => applyPosting(tx, now, posting));
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    throw error;
  }
}

export interface OnceResult {
  balance: Minor;
  /** True when a posting with this reference was already made: nothing moved this time. */
  replayed: boolean;
}

/** The balance after an earlier posting with this idempotency reference, if there was one. */
export async function priorPosting(tx: Queryable, posting: Posting): Promise<Minor | undefined> {
  const [row] = await tx.query<{ balanceAfter: Minor }>(
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
  return withIdempotency<Minor, OnceResult>({
    find: () => priorPosting(db, posting),
    write: async () => ({ balance: await post(db, now, posting), replayed: false }),
    replay: (balance) => ({ balance, replayed: true }),
  });
}

export interface WalletAccount {
  accountTypeId: number;
  currency: string;
  balance: Minor;
}

export function walletAccounts(db: Queryable, tenantId: string, memberId: number) {
  return db.query<WalletAccount>(
    `SELECT account_type_id AS "accountTypeId", currency, balance FROM wallet_accounts
     WHERE tenant_id = $1 AND member_id = $2 ORDER BY account_type_id`,
    [tenantId, memberId],
  );
}
