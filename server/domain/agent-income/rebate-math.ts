import type { RebateDetail } from '../../../contract/agent';
import { applyRate, type Minor, minor, sumMinor, toMajor } from '../../../contract/money';
import { byLadderOrder } from '../club/ladder';
import type { Rates } from './rates';
import type { BranchBets } from './team-bets';

export interface AgentRebate {
  validBet: Minor;
  amount: Minor;
  /** Per game type, as the wire shows them (major units). */
  details: RebateDetail[];
}

/**
 * The share of a bet the agent earns: its full rate on a direct downline's own bets; on bets made
 * inside a direct sub-agent's team, its rate minus that sub-agent's (the sub-agent earns the rest).
 * So along any path the agents' shares add up to the top agent's rate.
 */
export function agentShare(agentRate: number, childRate: number, own: boolean): number {
  return own ? agentRate : Math.max(0, agentRate - childRate);
}

/** The agent's rebate on these bets (each branch row cut to a whole minor unit, never rounded up). */
export function agentRebate(
  bets: readonly BranchBets[],
  rates: Rates,
  childRates: ReadonlyMap<number, Rates>,
): AgentRebate {
  const byType = new Map<string, { bet: Minor; rebate: Minor }>();
  for (const row of bets) {
    const rate = rates[row.gameType] ?? 0;
    const childRate = childRates.get(row.childId)?.[row.gameType] ?? 0;
    const rebate = applyRate(row.validBet, agentShare(rate, childRate, row.own));
    const sum = byType.get(row.gameType) ?? { bet: minor(0), rebate: minor(0) };
    byType.set(row.gameType, {
      bet: minor(sum.bet + row.validBet),
      rebate: minor(sum.rebate + rebate),
    });
  }
  const sums = [...byType].sort(([a], [b]) => byLadderOrder(a, b));
  return {
    validBet: sumMinor(sums.map(([, sum]) => sum.bet)),
    amount: sumMinor(sums.map(([, sum]) => sum.rebate)),
    details: sums.map(([gameType, sum]) => ({
      gameType,
      validBet: toMajor(sum.bet),
      rate: rates[gameType] ?? 0,
      rebateAmount: toMajor(sum.rebate),
    })),
  };
}
