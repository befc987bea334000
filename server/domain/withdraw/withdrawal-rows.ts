import { type Minor, toMajor } from '../../../contract/money';
import type { CardType, Withdrawal, WithdrawalStatus } from '../../../contract/withdraw';
import type { Queryable } from '../../db/db';
import { maskAccount } from './bank-cards';

/** A withdrawal as answered to the member (report rows, the request's answer). */
export type { Withdrawal, WithdrawalStatus };

export interface WithdrawalRow {
  id: number;
  requestId: string;
  amount: Minor;
  fee: Minor;
  netAmount: Minor;
  balanceAfter: Minor;
  status: WithdrawalStatus;
  reason: string;
  createdAt: number;
  decidedAt: number | null;
  cardId: number;
  cardType: CardType;
  bankName: string;
  accountNumber: string;
}

export const WITHDRAWAL_FROM = `withdrawals w JOIN bank_cards c ON c.id = w.bank_card_id`;
export const WITHDRAWAL_COLUMNS = `w.id, w.request_id AS "requestId", w.amount, w.fee, w.net_amount AS "netAmount",
  w.balance_after AS "balanceAfter", w.status, w.reason, w.created_at AS "createdAt",
  w.decided_at AS "decidedAt", c.id AS "cardId", c.card_type AS "cardType", c.bank_name AS "bankName",
  c.account_number AS "accountNumber"`;

/** The order number shown to people: the id, zero-padded after a prefix. */
export const orderNoOf = (id: number) => `WD${String(id).padStart(8, '0')}`;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    orderNo: orderNoOf(row.id),
    amount: toMajor(row.amount),
    fee: toMajor(row.fee),
    netAmount: toMajor(row.netAmount),
    bankCard: {
      id: row.cardId,
      cardType: row.cardType,
      bankName: row.bankName,
      accountNumber: maskAccount(row.accountNumber),
    },
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

export async function findByRequest(
  db: Queryable,
  tenantId: string,
  memberId: number,
  requestId: string,
) {
  const [row] = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM}
     WHERE w.tenant_id = $1 AND w.member_id = $2 AND w.request_id = $3`,
    [tenantId, memberId, requestId],
  );
  return row;
}

/** Today's withdrawals that count against the daily limit (rejected ones do not). */
export async function countSince(
  db: Queryable,
  tenantId: string,
  memberId: number,
  range: [number, number],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdrawals
     WHERE tenant_id = $1 AND member_id = $2 AND status <> 'rejected' AND created_at >= $3 AND created_at < $4`,
    [tenantId, memberId, range[0], range[1]],
  );
  return row?.count ?? 0;
}
