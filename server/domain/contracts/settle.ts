import type { Payout } from '../../../contract/agent-contracts';
import { type Minor, toMajor } from '../../../contract/money';
import type { Db } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { majorFields } from '../money-edge';
import { periodRange, unitOf } from './periods';
import { acceptedContract } from './store';
import { teamResult, type TeamResult } from './team-result';
import { payoutOf } from './tiers';
import { type ContractKind, type DividendTerms, PAYOUT_KIND } from './types';

export type SettleResult =
  | { outcome: 'paid' | 'replayed'; payout: Payout; balance: number }
  | { outcome: 'nothingDue'; basis: number }
  | { outcome: 'noContract' | 'badPeriod' | 'periodOpen' };

export interface SettleRequest {
  tenantId: string;
  memberId: number;
  kind: ContractKind;
  /** The period's text (see periods.ts), in the tenant's zone. */
  period: string;
  zone: string;
  /** Seeds only: the team result to pay on instead of the team's real one. */
  team?: TeamResult;
}

const PAYOUT_COLUMNS = `id, contract_id AS "contractId", period, basis, amount, created_at AS "paidAt"`;

/** A payout row as stored: money in minor units. */
type PayoutRow = Omit<Payout, 'basis' | 'amount'> & { basis: Minor; amount: Minor };

const toPayout = (row: PayoutRow): Payout => majorFields(row, ['basis', 'amount']);

/**
 * Pays the agent's accepted contract of `kind` for a closed period, once: the payout row (unique per
 * contract and period) and the ledger posting (reference '<kind>:<contractId>:<period>') are written
 * in one transaction, so concurrent settles pay once and the others answer the first payout.
 */
export async function settlePeriod(
  db: Db,
  now: Clock,
  request: SettleRequest,
): Promise<SettleResult> {
  const { tenantId, memberId, kind, period } = request;
  const contract = await acceptedContract(db, tenantId, memberId, kind);
  if (!contract) return { outcome: 'noContract' };
  const unit = unitOf(kind, (contract.terms as DividendTerms).period);
  const range = periodRange(unit, request.zone, period);
  if (!range) return { outcome: 'badPeriod' };
  if (range[1] > now()) return { outcome: 'periodOpen' };
  const prior = await payoutFor(db, contract.id, period);
  if (prior) return { outcome: 'replayed', ...prior };
  const team = request.team ?? (await teamResult(db, tenantId, memberId, range));
  const { basis, amount } = payoutOf(contract, team);
  if (amount <= 0) return { outcome: 'nothingDue', basis: toMajor(basis) };
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx.query<PayoutRow>(
      `INSERT INTO contract_payouts (tenant_id, member_id, contract_id, period, basis, amount, balance_after,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $7) ON CONFLICT (contract_id, period) DO NOTHING
       RETURNING ${PAYOUT_COLUMNS}`,
      [tenantId, memberId, contract.id, period, basis, amount, now()],
    );
    if (!row) return undefined;
    const reference = `${kind}:${contract.id}:${period}`;
    const balance = await applyPosting(tx, now, {
      tenantId,
      memberId,
      amount,
      kind: PAYOUT_KIND[kind],
      reference,
    });
    await tx.query('UPDATE contract_payouts SET balance_after = $2 WHERE id = $1', [
      row.id,
      balance,
    ]);
    return { payout: toPayout(row), balance: toMajor(balance) };
  });
  if (paid) return { outcome: 'paid', ...paid };
  const winner = await payoutFor(db, contract.id, period);
  return winner
    ? { outcome: 'replayed', ...winner }
    : { outcome: 'nothingDue', basis: toMajor(basis) };
}

async function payoutFor(db: Db, contractId: number, period: string) {
  const [row] = await db.query<PayoutRow & { balance: Minor }>(
    `SELECT ${PAYOUT_COLUMNS}, balance_after AS balance FROM contract_payouts
     WHERE contract_id = $1 AND period = $2`,
    [contractId, period],
  );
  if (!row) return undefined;
  const { balance, ...payout } = row;
  return { payout: toPayout(payout), balance: toMajor(balance) };
}

/** The agent's payouts of this kind (every contract), newest first. */
export async function payoutsOf(
  db: Db,
  tenantId: string,
  memberId: number,
  kind: ContractKind,
): Promise<Payout[]> {
  const rows = await db.query<PayoutRow>(
    `SELECT p.id, p.contract_id AS "contractId", p.period, p.basis, p.amount, p.created_at AS "paidAt"
     FROM contract_payouts p
     JOIN agent_contracts c ON c.id = p.contract_id
     WHERE p.tenant_id = $1 AND p.member_id = $2 AND c.kind = $3 ORDER BY p.period DESC LIMIT 100`,
    [tenantId, memberId, kind],
  );
  return rows.map(toPayout);
}
