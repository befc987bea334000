import { NON_AGENT_TYPES } from '../../../schema/constants';
import type { Queryable } from '../../db/db';
import { MAX_TEAM_DEPTH } from '../agent/team';
import { byLadderOrder, REBATE_GAME_TYPES } from '../club/ladder';

/** Rebate rate per game type, as a fraction of the valid bet (0.008 = 0.8 %). */
export type Rates = Record<string, number>;

/** Rates of an agent without an upline agent and without its own settings. */
export const TOP_AGENT_RATES: Rates = {
  RNG: 0.008,
  FISH: 0.007,
  INHOUSE: 0.006,
  LIVE: 0.005,
  PVP: 0.005,
  SPORTS: 0.006,
  ELOTT: 0.004,
  LOTT: 0.004,
};

/** A sub-agent without its own setting for a type gets its upline's rate minus this (never below 0). */
export const SUB_AGENT_STEP = 0.001;

const ppm = (rate: number) => Math.round(rate * 1_000_000) / 1_000_000;

export const isAgent = (customerType: number) =>
  !(NON_AGENT_TYPES as readonly number[]).includes(customerType);

/** Members earn the club rebate, not an agent rebate: their agent rate is 0 on every type. */
export const NO_RATES: Rates = Object.fromEntries(REBATE_GAME_TYPES.map((type) => [type, 0]));

/**
 * An agent's effective rates: its own setting (or the default), never above its upline agent's
 * (`upline` null for a top-level agent, whose settings are not capped).
 */
export function effectiveRates(upline: Rates | null, own: Rates): Rates {
  return Object.fromEntries(
    REBATE_GAME_TYPES.map((type) => {
      if (!upline) return [type, ppm(own[type] ?? TOP_AGENT_RATES[type] ?? 0)];
      const ceiling = upline[type] ?? 0;
      const wanted = own[type] ?? Math.max(0, ceiling - SUB_AGENT_STEP);
      return [type, ppm(Math.min(wanted, ceiling))];
    }),
  );
}

/** The configured rows of these members, by member id. */
async function configuredRates(db: Queryable, tenantId: string, ids: readonly number[]) {
  const rows = await db.query<{ agentId: number; gameType: string; rate: number }>(
    `SELECT agent_id AS "agentId", game_type AS "gameType", rate FROM agent_rebate_rates
     WHERE tenant_id = $1 AND agent_id = ANY($2::bigint[])`,
    [tenantId, ids],
  );
  const byMember = new Map<number, Rates>();
  for (const row of rows)
    byMember.set(row.agentId, { ...byMember.get(row.agentId), [row.gameType]: row.rate });
  return byMember;
}

/** The agents from the top of `agentId`'s upline chain down to the agent itself (members skipped). */
async function agentChain(db: Queryable, tenantId: string, agentId: number) {
  return db.query<{ id: number }>(
    `WITH RECURSIVE up (id, upline_id, customer_type, depth) AS (
       SELECT id, upline_id, customer_type, 0 FROM members WHERE tenant_id = $1 AND id = $2
       UNION ALL
       SELECT m.id, m.upline_id, m.customer_type, u.depth + 1 FROM members m JOIN up u ON m.id = u.upline_id
       WHERE m.tenant_id = $1 AND u.depth < ${MAX_TEAM_DEPTH}
     )
     SELECT id FROM up WHERE NOT (customer_type = ANY($3::int[])) ORDER BY depth DESC`,
    [tenantId, agentId, [...NON_AGENT_TYPES]],
  );
}

export interface AgentRates {
  rates: Rates;
  /** The upline agent's effective rates (the ceiling), null for a top-level agent. */
  uplineRates: Rates | null;
}

/** The effective rates of an agent and its upline agent. */
export async function agentRates(
  db: Queryable,
  tenantId: string,
  agentId: number,
): Promise<AgentRates> {
  const chain = await agentChain(db, tenantId, agentId);
  const configured = await configuredRates(
    db,
    tenantId,
    chain.map((link) => link.id),
  );
  let uplineRates: Rates | null = null;
  let rates: Rates = NO_RATES;
  for (const link of chain) {
    if (link.id !== agentId)
      uplineRates = effectiveRates(uplineRates, configured.get(link.id) ?? {});
    else rates = effectiveRates(uplineRates, configured.get(link.id) ?? {});
  }
  return { rates, uplineRates };
}

/** Effective rates of an agent's direct downlines (members get `NO_RATES`). */
export async function downlineRates(
  db: Queryable,
  tenantId: string,
  agentRatesNow: Rates,
  downlines: readonly { id: number; customerType: number }[],
): Promise<Map<number, Rates>> {
  const agents = downlines.filter((downline) => isAgent(downline.customerType));
  const configured = await configuredRates(
    db,
    tenantId,
    agents.map((agent) => agent.id),
  );
  return new Map(
    downlines.map((downline) => [
      downline.id,
      isAgent(downline.customerType)
        ? effectiveRates(agentRatesNow, configured.get(downline.id) ?? {})
        : NO_RATES,
    ]),
  );
}

/** Rates as rows in ladder order, for the wire. */
export const rateRows = (rates: Rates, upline: Rates | null) =>
  Object.keys(rates)
    .sort(byLadderOrder)
    .map((gameType) => ({
      gameType,
      rate: rates[gameType] ?? 0,
      uplineRate: upline ? (upline[gameType] ?? 0) : null,
    }));
