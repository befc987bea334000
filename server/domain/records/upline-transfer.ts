import { type Minor, minor, toMajor } from '../../../contract/money';
import type { UplineTransfer } from '../../../contract/records';
import { type Db, isCheckViolation, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import { AccountError } from '../account-errors';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';

export const TRANSFER_MIN = 1;
export const TRANSFER_MAX = 1_000_000;

export interface TransferRequest {
  tenantId: string;
  memberId: number;
  uplineId: number;
  amount: Minor;
  requestId: string;
}

/** A transfer row as stored: money in minor units. */
type TransferRow = Omit<UplineTransfer, 'amount' | 'balanceAfter'> & {
  amount: Minor;
  balanceAfter: Minor;
};

const toTransfer = (row: TransferRow): UplineTransfer => ({
  ...row,
  amount: toMajor(row.amount),
  balanceAfter: toMajor(row.balanceAfter),
});

export const transferErrors = {
  noUpline: () =>
    new AccountError('upline.not.found', 'This account has no upline to transfer to.'),
  amount: () =>
    new AccountError(
      'amount.invalid',
      `The amount must be ${TRANSFER_MIN.toFixed(2)} to ${TRANSFER_MAX.toFixed(2)} with at most 2 decimals.`,
    ),
  insufficient: () =>
    new AccountError('insufficient.balance', 'The balance is too low for this amount.'),
  conflict: () =>
    new AccountError('request.conflict', 'This request id was already used for another transfer.'),
};

const SELECT = `SELECT t.id, t.request_id AS "requestId", t.amount, t.balance_after AS "balanceAfter",
  u.username AS upline, t.created_at AS time
  FROM upline_transfers t JOIN members u ON u.id = t.upline_id`;

async function priorTransfer(db: Queryable, tenantId: string, memberId: number, requestId: string) {
  const [row] = await db.query<TransferRow>(
    `${SELECT} WHERE t.tenant_id = $1 AND t.member_id = $2 AND t.request_id = $3`,
    [tenantId, memberId, requestId],
  );
  return row;
}

/** A repeat answers the first transfer when it asked for the same amount; otherwise a conflict. */
function replay(prior: TransferRow, request: TransferRequest) {
  if (prior.amount !== request.amount) throw transferErrors.conflict();
  return { transfer: toTransfer(prior), replayed: true };
}

/**
 * Moves `amount` from the member to the upline in one transaction: the transfer row, `transfer.out`
 * of the member and `transfer.in` of the upline (same reference = request id). The balance CHECK
 * refuses an overdraw (nothing moves); the unique request id makes a repeat move nothing.
 */
export async function transferToUpline(db: Db, now: Clock, request: TransferRequest) {
  const { tenantId, memberId, requestId } = request;
  const find = () => priorTransfer(db, tenantId, memberId, requestId);
  return withIdempotency({
    find,
    write: async () => {
      await moveMoney(db, now, request);
      const done = await find();
      if (!done) throw new Error(`transfer ${requestId} vanished`);
      return { transfer: toTransfer(done), replayed: false };
    },
    replay: (prior) => replay(prior, request),
    // The upline already holds this reference from elsewhere.
    onOtherViolation: () => {
      throw transferErrors.conflict();
    },
  });
}

/** The transfer row and both postings in one transaction; an overdraw moves nothing. */
async function moveMoney(db: Db, now: Clock, request: TransferRequest) {
  const { tenantId, memberId, uplineId, amount, requestId } = request;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO upline_transfers (tenant_id, member_id, upline_id, request_id, amount, balance_after, created_at)
         VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id`,
        [tenantId, memberId, uplineId, requestId, amount, now()],
      );
      const posting = { tenantId, reference: requestId };
      const balance = await applyPosting(tx, now, {
        ...posting,
        memberId,
        amount: minor(-amount),
        kind: 'transfer.out',
      });
      await applyPosting(tx, now, { ...posting, memberId: uplineId, amount, kind: 'transfer.in' });
      await tx.query('UPDATE upline_transfers SET balance_after = $2 WHERE id = $1', [
        row?.id,
        balance,
      ]);
    });
  } catch (error) {
    if (isCheckViolation(error)) throw transferErrors.insufficient();
    throw error;
  }
}

/** The member's latest transfers to the upline, newest first. */
export async function recentTransfers(
  db: Queryable,
  tenantId: string,
  memberId: number,
  limit = 20,
): Promise<UplineTransfer[]> {
  const rows = await db.query<TransferRow>(
    `${SELECT} WHERE t.tenant_id = $1 AND t.member_id = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
    [tenantId, memberId, limit],
  );
  return rows.map(toTransfer);
}

/** The member's upline (id and name) and customer type, within the tenant. */
export async function uplineOf(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ type: number; uplineId: number | null; upline: string | null }>(
    `SELECT m.customer_type AS type, u.id AS "uplineId", u.username AS upline
     FROM members m LEFT JOIN members u ON u.id = m.upline_id AND u.tenant_id = m.tenant_id
     WHERE m.tenant_id = $1 AND m.id = $2`,
    [tenantId, memberId],
  );
  return row;
}
