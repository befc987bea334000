import { minor, toMajor } from '../../../contract/money';
import type { Db, Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import type { LedgerKind } from '../ledger-kinds';
import { majorFields } from '../money-edge';
import { dayOf, startOfDay } from '../play/tenant-day';
import { nextDay } from './days';
import { dayNotOver } from './errors';
import { rebateByBucket } from './income';
import type { AgentRebate } from './rebate-math';

export const AGENT_REBATE_KIND = 'agent.rebate' satisfies LedgerKind;

export const rebateReference = (agentId: number, day: string) =>
  `${AGENT_REBATE_KIND}:${agentId}:${day}`;

/** A day's settlement as answered: money in major units. */
export interface RebateSettlement {
  day: string;
  validBet: number;
  amount: number;
  settledAt: number;
  /** The day was settled before: nothing moved this time. */
  replayed: boolean;
}

interface SettleInput {
  tenantId: string;
  agentId: number;
  /** `YYYY-MM-DD` in the tenant's zone; must be over. */
  day: string;
  zone: string;
}

/**
 * Writes a day's settlement and pays it inside the caller's transaction; false (nothing paid) when the
 * day was settled before.
 */
export async function recordRebate(
  tx: Queryable,
  now: Clock,
  settlement: { tenantId: string; agentId: number; day: string } & AgentRebate,
): Promise<boolean> {
  const { tenantId, agentId, day, validBet, amount, details } = settlement;
  const rows = await tx.query(
    `INSERT INTO agent_rebate_settlements (tenant_id, agent_id, day, valid_bet, amount, detail, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING day`,
    [tenantId, agentId, day, validBet, amount, JSON.stringify(details), now()],
  );
  if (rows.length && amount > 0)
    await applyPosting(tx, now, {
      tenantId,
      memberId: agentId,
      amount,
      kind: AGENT_REBATE_KIND,
      reference: rebateReference(agentId, day),
    });
  return rows.length > 0;
}

/**
 * Pays the agent's rebate of one finished day (once: the settlement row's key makes a concurrent or
 * repeated settle a replay; a day without income is settled at 0 with no ledger posting).
 */
export async function settleAgentRebate(
  db: Db,
  now: Clock,
  input: SettleInput,
): Promise<RebateSettlement> {
  if (input.day >= dayOf(input.zone, now())) throw dayNotOver(input.day);
  const [rebate] = await rebateByBucket(db, {
    tenantId: input.tenantId,
    agentId: input.agentId,
    starts: [startOfDay(input.zone, input.day)],
    to: startOfDay(input.zone, nextDay(input.day)),
  });
  const { validBet = minor(0), amount = minor(0), details = [] } = rebate ?? {};
  const settledAt = now();
  const inserted = await db.transaction((tx) =>
    recordRebate(tx, () => settledAt, { ...input, validBet, amount, details }),
  );
  if (inserted)
    return {
      day: input.day,
      validBet: toMajor(validBet),
      amount: toMajor(amount),
      settledAt,
      replayed: false,
    };
  const [prior] = await db.query<Omit<RebateSettlement, 'replayed'>>(
    `SELECT day, valid_bet AS "validBet", amount, settled_at AS "settledAt" FROM agent_rebate_settlements
     WHERE tenant_id = $1 AND agent_id = $2 AND day = $3`,
    [input.tenantId, input.agentId, input.day],
  );
  if (!prior) throw new Error(`settlement of ${input.day} vanished`);
  return { ...majorFields(prior, ['validBet', 'amount']), replayed: true };
}
