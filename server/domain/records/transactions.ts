import { minor, type Minor, toMajor } from '../../../contract/money';
import type { TransactionFooter, TransactionRow } from '../../../contract/records';
import type { Queryable } from '../../db/db';
import { majorFields } from '../money-edge';
import { groupSql, type LedgerGroup } from './ledger-groups';

export interface TransactionQuery {
  tenantId: string;
  memberId: number;
  /** [from, to) epoch ms of posting times. */
  from: number;
  to: number;
  /** Only rows of these groups. */
  groups: readonly LedgerGroup[];
  pageNo: number;
  pageSize: number;
}

const GROUP = groupSql('l.kind');
const FILTER = `l.tenant_id = $1 AND l.member_id = $2 AND l.created_at >= $3 AND l.created_at < $4
  AND ${GROUP} = ANY($5::text[])`;

/** The member's ledger rows in the range, newest first, one page, with in/out totals of the range. */
export async function transactionReport(db: Queryable, query: TransactionQuery) {
  const params = [query.tenantId, query.memberId, query.from, query.to, [...query.groups]];
  const [totals] = await db.query<{ count: number; totalIn: Minor; totalOut: Minor }>(
    `SELECT count(*) AS count,
       coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0) AS "totalIn",
       coalesce(-sum(l.amount) FILTER (WHERE l.amount < 0), 0) AS "totalOut"
     FROM ledger_entries l WHERE ${FILTER}`,
    params,
  );
  const rows = await db.query<TransactionRow & { amount: Minor; balanceAfter: Minor }>(
    `SELECT l.id, l.created_at AS time, l.kind, ${GROUP} AS "group", l.amount,
       l.balance_after AS "balanceAfter", l.reference,
       CASE l.kind WHEN 'transfer.out' THEN up.username WHEN 'transfer.in' THEN down.username END
         AS counterparty
     FROM ledger_entries l
     LEFT JOIN upline_transfers t ON l.kind IN ('transfer.out', 'transfer.in')
       AND t.tenant_id = l.tenant_id AND t.request_id = l.reference
       AND (CASE l.kind WHEN 'transfer.out' THEN t.member_id ELSE t.upline_id END) = l.member_id
     LEFT JOIN members up ON up.id = t.upline_id
     LEFT JOIN members down ON down.id = t.member_id
     WHERE ${FILTER}
     ORDER BY l.created_at DESC, l.id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalIn = totals?.totalIn ?? minor(0);
  const totalOut = totals?.totalOut ?? minor(0);
  const footer: TransactionFooter = {
    totalIn: toMajor(totalIn),
    totalOut: toMajor(totalOut),
    net: toMajor(minor(totalIn - totalOut)),
  };
  return {
    rows: rows.map((row) => majorFields(row, ['amount', 'balanceAfter'])),
    totalCount: totals?.count ?? 0,
    footer,
  };
}
