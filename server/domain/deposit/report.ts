import type { DepositReportFooter, DepositRow } from '../../../contract/deposit';
import { type Minor, toMajor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import {
  DEPOSIT_COLUMNS,
  DEPOSIT_FROM,
  type DepositRecord,
  type DepositStatus,
  expireOverdue,
  orderNoOf,
} from './deposits';

export interface DepositReportQuery {
  tenantId: string;
  memberId: number;
  /** [from, to) epoch ms of request times. */
  from: number;
  to: number;
  status?: DepositStatus;
  pageNo: number;
  pageSize: number;
}

/** The wire row of the deposit report and of a single deposit. */
export function depositRow(deposit: DepositRecord): DepositRow {
  return {
    id: deposit.id,
    orderNo: orderNoOf(deposit),
    channel: deposit.channel,
    channelName: deposit.channelName,
    channelType: deposit.channelType,
    amount: toMajor(deposit.amount),
    currency: deposit.currency,
    status: deposit.status,
    createdAt: deposit.createdAt,
    expiresAt: deposit.expiresAt,
    decidedAt: deposit.decidedAt,
  };
}

/** The member's deposits in the range, newest first, one page, with totals over the whole range. */
export async function depositReport(db: Queryable, now: Clock, query: DepositReportQuery) {
  await expireOverdue(db, now, query.tenantId, query.memberId);
  const where = `d.tenant_id = $1 AND d.member_id = $2 AND d.created_at >= $3 AND d.created_at < $4
    AND ($5::text IS NULL OR d.status = $5)`;
  const params = [query.tenantId, query.memberId, query.from, query.to, query.status ?? null];
  const [totals] = await db.query<
    { count: number; totalAmount: Minor; approvedAmount: Minor } & Pick<
      DepositReportFooter,
      'approvedCount'
    >
  >(
    `SELECT count(*) AS count, coalesce(sum(d.amount), 0) AS "totalAmount",
       coalesce(sum(d.amount) FILTER (WHERE d.status = 'approved'), 0) AS "approvedAmount",
       count(*) FILTER (WHERE d.status = 'approved') AS "approvedCount"
     FROM deposits d WHERE ${where}`,
    params,
  );
  const rows = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE ${where}
     ORDER BY d.created_at DESC, d.id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return {
    rows: rows.map(depositRow),
    totalCount: totals?.count ?? 0,
    footer: {
      totalAmount: toMajor(totals?.totalAmount ?? (0 as Minor)),
      approvedAmount: toMajor(totals?.approvedAmount ?? (0 as Minor)),
      approvedCount: totals?.approvedCount ?? 0,
    },
  };
}
