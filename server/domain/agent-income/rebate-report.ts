import type { RebateDay, RebateDetail, RebateIncomeTotals } from '../../../contract/agent';
import { type Minor, minor, sumMinor, toMajor, toMinor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { type TenantDay } from './days';
import { rebateByBucket } from './income';

interface Settled {
  day: string;
  validBet: Minor;
  amount: Minor;
  detail: RebateDetail[];
  settledAt: number;
}

/** The agent's rebate per day of `days` (days with team bets or a settlement), newest first. */
export async function rebateIncome(
  db: Queryable,
  query: { tenantId: string; agentId: number; days: readonly TenantDay[]; to: number },
): Promise<{ rows: RebateDay[]; footer: RebateIncomeTotals }> {
  const { tenantId, agentId, days, to } = query;
  const live = await rebateByBucket(db, {
    tenantId,
    agentId,
    starts: days.map((day) => day.start),
    to,
  });
  const settled = await db.query<Settled>(
    `SELECT day, valid_bet AS "validBet", amount, detail, settled_at AS "settledAt"
     FROM agent_rebate_settlements WHERE tenant_id = $1 AND agent_id = $2 AND day = ANY($3::text[])`,
    [tenantId, agentId, days.map((day) => day.day)],
  );
  const byDay = new Map(settled.map((row) => [row.day, row]));
  const rows = days
    .map(({ day }, index): RebateDay => {
      const paid = byDay.get(day);
      if (paid)
        return {
          day,
          validBetAmount: toMajor(paid.validBet),
          rebateAmount: toMajor(paid.amount),
          status: 'settled',
          settledAt: paid.settledAt,
          details: paid.detail,
        };
      const rebate = live[index];
      return {
        day,
        validBetAmount: toMajor(rebate?.validBet ?? minor(0)),
        rebateAmount: toMajor(rebate?.amount ?? minor(0)),
        status: 'pending',
        settledAt: null,
        details: rebate?.details ?? [],
      };
    })
    .filter((row) => row.status === 'settled' || row.validBetAmount > 0)
    .reverse();
  const total = (pick: (row: RebateDay) => number, keep = (_: RebateDay) => true) =>
    toMajor(sumMinor(rows.filter(keep).map((row) => toMinor(pick(row)))));
  return {
    rows,
    footer: {
      validBetAmount: total((row) => row.validBetAmount),
      rebateAmount: total((row) => row.rebateAmount),
      settledAmount: total(
        (row) => row.rebateAmount,
        (row) => row.status === 'settled',
      ),
      pendingAmount: total(
        (row) => row.rebateAmount,
        (row) => row.status === 'pending',
      ),
    },
  };
}
