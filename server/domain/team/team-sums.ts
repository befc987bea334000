import { minor, toMajor, toMinor } from '../../../contract/money';
import type { TeamMoney } from '../../../contract/team';
import type { Queryable } from '../../db/db';
import { teamSql } from '../agent/team';
import { TEAM_BETS } from './team-bets';

const BONUS_KINDS = ['promo.bonus', 'signin.bonus', 'redrain.bonus'];
const MONEY_KINDS = [...BONUS_KINDS, 'rebate', 'deposit', 'withdraw', 'withdraw.refund'];

const zero = (): TeamMoney => ({
  betAmount: 0,
  validBetAmount: 0,
  winAmount: 0,
  bonusAmount: 0,
  rebateAmount: 0,
  depositAmount: 0,
  withdrawAmount: 0,
  profitAmount: 0,
});

function addLedger(money: TeamMoney, kind: string, amount: number) {
  if (BONUS_KINDS.includes(kind)) money.bonusAmount += amount;
  else if (kind === 'rebate') money.rebateAmount += amount;
  else if (kind === 'deposit') money.depositAmount += amount;
  // A withdrawal debits when requested; a rejected one is credited back (withdraw.refund).
  else money.withdrawAmount -= amount;
}

/** The wire's major units of sums kept in minor units, with the profit they make. */
function finish(money: TeamMoney): TeamMoney {
  const profit = money.winAmount + money.bonusAmount + money.rebateAmount - money.validBetAmount;
  const exact = { ...money, profitAmount: profit };
  return Object.fromEntries(
    Object.entries(exact).map(([key, value]) => [key, toMajor(minor(value))]),
  ) as unknown as TeamMoney;
}

/**
 * The team's money per period (sums in minor units until `finish`): `bounds` are ascending epoch ms [b0, b1, …, bn]; answer i is
 * [b(i), b(i+1)). Bets count on the day they were placed, ledger movements on the day they happened.
 */
export async function teamMoney(
  db: Queryable,
  tenantId: string,
  agentId: number,
  bounds: number[],
): Promise<TeamMoney[]> {
  const periods = Array.from({ length: bounds.length - 1 }, zero);
  const from = bounds[0] ?? 0;
  const to = bounds[bounds.length - 1] ?? 0;
  const bets = await db.query<{ bucket: number; bet: number; valid: number; win: number }>(
    `${TEAM_BETS} SELECT width_bucket(bets."betTime", $5::bigint[]) AS bucket, sum(bets.bet) AS bet,
       sum(bets.valid) AS valid, sum(bets.win) AS win FROM bets GROUP BY 1`,
    [tenantId, agentId, from, to, bounds],
  );
  for (const row of bets) {
    const period = periods[row.bucket - 1];
    if (!period) continue;
    period.betAmount += row.bet;
    period.validBetAmount += row.valid;
    period.winAmount += row.win;
  }
  const ledger = await db.query<{ bucket: number; kind: string; amount: number }>(
    `${teamSql('$1', '$2')} SELECT width_bucket(l.created_at, $5::bigint[]) AS bucket, l.kind, sum(l.amount) AS amount
     FROM ledger_entries l JOIN team t ON t.id = l.member_id
     WHERE l.tenant_id = $1 AND l.created_at >= $3 AND l.created_at < $4 AND l.kind = ANY($6::text[])
     GROUP BY 1, 2`,
    [tenantId, agentId, from, to, bounds, MONEY_KINDS],
  );
  for (const row of ledger) {
    const period = periods[row.bucket - 1];
    if (period) addLedger(period, row.kind, row.amount);
  }
  return periods.map(finish);
}

/** Sums of several periods (a report's footer). */
export function totalOf(periods: TeamMoney[]): TeamMoney {
  const total = zero();
  for (const period of periods)
    for (const key of Object.keys(total) as (keyof TeamMoney)[]) total[key] += toMinor(period[key]);
  return finish(total);
}
