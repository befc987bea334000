import type { Minor } from '../../../contract/money';
import type { WithdrawFooter } from '../../../contract/withdraw';
import type { Queryable } from '../../db/db';
import { majorFields } from '../money-edge';
import {
  toWithdrawal,
  WITHDRAWAL_COLUMNS,
  WITHDRAWAL_FROM,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawal-rows';

export interface WithdrawReportQuery {
  tenantId: string;
  memberId: number;
  from: number;
  to: number;
  status?: WithdrawalStatus;
  pageNo: number;
  pageSize: number;
}

/** A page of the member's withdrawals made in [from, to), newest first, the count and the totals. */
export async function withdrawReport(db: Queryable, query: WithdrawReportQuery) {
  const where = `w.tenant_id = $1 AND w.member_id = $2 AND w.created_at >= $3 AND w.created_at < $4
    AND ($5::text IS NULL OR w.status = $5)`;
  const params = [query.tenantId, query.memberId, query.from, query.to, query.status ?? null];
  // Sums over every row of the filter (not only the page).
  const [totals] = await db.query<Record<keyof WithdrawFooter, Minor> & { count: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount), 0) AS "totalAmount",
       coalesce(sum(fee), 0) AS "totalFee", coalesce(sum(net_amount), 0) AS "totalNetAmount",
       coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) AS "pendingAmount",
       coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0) AS "approvedAmount",
       coalesce(sum(amount) FILTER (WHERE status = 'rejected'), 0) AS "rejectedAmount"
     FROM withdrawals w WHERE ${where}`,
    params,
  );
  const rows = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE ${where}
     ORDER BY w.created_at DESC, w.id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const { count = 0, ...sums } = totals ?? {};
  const footer: WithdrawFooter = majorFields(sums as Record<keyof WithdrawFooter, Minor>, [
    'totalAmount',
    'totalFee',
    'totalNetAmount',
    'pendingAmount',
    'approvedAmount',
    'rejectedAmount',
  ]);
  return { rows: rows.map(toWithdrawal), count, footer };
}
