import type { TeamRebateRow } from '../../../contract/agent';
import { sumMinor, toMajor, toMinor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { agentRates, downlineRates, isAgent } from './rates';
import { agentRebate } from './rebate-math';
import { directDownlines, teamBets } from './team-bets';

export interface TeamRebateQuery {
  tenantId: string;
  agentId: number;
  from: number;
  to: number;
  /** Part of the downline's username (case-insensitive). */
  username?: string;
}

/** Every matching direct downline, the biggest earners first; totals over all of them. */
export async function teamRebate(db: Queryable, query: TeamRebateQuery) {
  const { tenantId, agentId } = query;
  const downlines = await directDownlines(db, tenantId, agentId, query.username);
  const { rates } = await agentRates(db, tenantId, agentId);
  const childRates = await downlineRates(db, tenantId, rates, downlines);
  const bets = downlines.length
    ? await teamBets(db, {
        tenantId,
        agentId,
        starts: [query.from],
        to: query.to,
        childIds: downlines.map((downline) => downline.id),
      })
    : [];
  const rows = downlines.map((downline): TeamRebateRow => {
    const mine = bets.filter((row) => row.childId === downline.id);
    const sum = (own: boolean) =>
      toMajor(sumMinor(mine.filter((row) => row.own === own).map((row) => row.validBet)));
    const rebate = agentRebate(mine, rates, childRates);
    return {
      memberId: downline.id,
      username: downline.username,
      customerType: downline.customerType,
      isAgent: isAgent(downline.customerType),
      ownValidBet: sum(true),
      teamValidBet: sum(false),
      validBetAmount: toMajor(rebate.validBet),
      rebateAmount: toMajor(rebate.amount),
    };
  });
  rows.sort(
    (a, b) =>
      b.rebateAmount - a.rebateAmount ||
      b.validBetAmount - a.validBetAmount ||
      a.username.localeCompare(b.username),
  );
  return {
    rows,
    footer: {
      memberCount: rows.length,
      validBetAmount: toMajor(sumMinor(rows.map((row) => toMinor(row.validBetAmount)))),
      rebateAmount: toMajor(sumMinor(rows.map((row) => toMinor(row.rebateAmount)))),
    },
  };
}
