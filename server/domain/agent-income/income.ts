import type { Queryable } from '../../db/db';
import { type AgentRebate, agentRebate } from './rebate-math';
import { agentRates, downlineRates } from './rates';
import { type BranchBets, directDownlines, teamBets } from './team-bets';

export interface IncomeQuery {
  tenantId: string;
  agentId: number;
  /** Ascending bucket starts (epoch ms), e.g. the days of a report. */
  starts: readonly number[];
  /** End of the last bucket (exclusive). */
  to: number;
}

/** The agent's rebate in each bucket (index as in `starts`), from its team's settled bets. */
export async function rebateByBucket(db: Queryable, query: IncomeQuery): Promise<AgentRebate[]> {
  const { rates } = await agentRates(db, query.tenantId, query.agentId);
  const downlines = await directDownlines(db, query.tenantId, query.agentId);
  const childRates = await downlineRates(db, query.tenantId, rates, downlines);
  const rows = await teamBets(db, query);
  const byBucket = new Map<number, BranchBets[]>();
  for (const row of rows) byBucket.set(row.bucket, [...(byBucket.get(row.bucket) ?? []), row]);
  return query.starts.map((_, index) => agentRebate(byBucket.get(index) ?? [], rates, childRates));
}
