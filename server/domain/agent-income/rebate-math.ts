import type { RebateDetail } from '../../../contract/agent';
import { byLadderOrder } from '../club/ladder';
import { rebateOf } from '../club/rebate-math';
import type { Rates } from './rates';
import type { BranchBets } from './team-bets';

export interface AgentRebate {
  validBet: number;
  amount: number;
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

/** The agent's rebate on these bets (each branch row cut to cents, never rounded up). */
export function agentRebate(
  bets: readonly BranchBets[],
  rates: Rates,
  childRates: ReadonlyMap<number, Rates>,
): AgentRebate {
  const byType = new Map<string, { betCents: number; rebateCents: number }>();
  for (const row of bets) {
    const rate = rates[row.gameType] ?? 0;
    const childRate = childRates.get(row.childId)?.[row.gameType] ?? 0;
    const rebate = rebateOf(row.validBet, agentShare(rate, childRate, row.own));
    const sum = byType.get(row.gameType) ?? { betCents: 0, rebateCents: 0 };
    byType.set(row.gameType, {
      betCents: sum.betCents + Math.round(row.validBet * 100),
      rebateCents: sum.rebateCents + Math.round(rebate * 100),
    });
  }
  const details = [...byType]
    .sort(([a], [b]) => byLadderOrder(a, b))
    .map(([gameType, sum]) => ({
      gameType,
      validBet: sum.betCents / 100,
      rate: rates[gameType] ?? 0,
      rebateAmount: sum.rebateCents / 100,
    }));
  const cents = (pick: (detail: RebateDetail) => number) =>
    details.reduce((total, detail) => total + Math.round(pick(detail) * 100), 0) / 100;
  return {
    validBet: cents((detail) => detail.validBet),
    amount: cents((detail) => detail.rebateAmount),
    details,
  };
}
