import type { RebateRecord, RebateTotals } from '../../../contract/club';
import { minor, type Minor, toMajor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { majorFields } from '../money-edge';

export interface RebateReportQuery {
  tenantId: string;
  memberId: number;
  /** [from, to) epoch ms of claim times. */
  from: number;
  to: number;
  pageNo: number;
  pageSize: number;
}

const FILTER = 'tenant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4';

/** The member's rebates in the range, newest first, with totals over the whole range. */
export async function rebateReport(
  db: Queryable,
  query: RebateReportQuery,
): Promise<{ content: RebateRecord[]; totalCount: number; footer: RebateTotals }> {
  const params = [query.tenantId, query.memberId, query.from, query.to];
  const [totals] = await db.query<{ count: number; totalAmount: Minor; totalBet: Minor }>(
    `SELECT count(*) AS count, coalesce(sum(amount), 0) AS "totalAmount", coalesce(sum(bet_amount), 0) AS "totalBet"
     FROM rebates WHERE ${FILTER}`,
    params,
  );
  // `details` keeps the rows in the wire's major units (as answered when the claim was paid).
  const rows = await db.query<RebateRecord & { betAmount: Minor; amount: Minor }>(
    `SELECT id, created_at AS "rebateTime", 'MANUAL' AS "rebateType", level_name AS "levelName",
       bet_amount AS "betAmount", amount, 'issued' AS status, detail AS details
     FROM rebates WHERE ${FILTER} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return {
    content: rows.map((row) => majorFields(row, ['betAmount', 'amount'])),
    totalCount: totals?.count ?? 0,
    footer: {
      totalAmount: toMajor(totals?.totalAmount ?? minor(0)),
      totalBet: toMajor(totals?.totalBet ?? minor(0)),
    },
  };
}
