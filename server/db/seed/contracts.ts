import { toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { type Clock, DAY, MINUTE } from '../../domain/clock';
import {
  answerContract,
  closedPeriods,
  type ContractKind,
  DEFAULT_TERMS,
  type DividendTerms,
  offerContract,
  periodRange,
  settlePeriod,
  type TeamResult,
  unitOf,
} from '../../domain/contracts';
import { tenantTimeZone } from '../../domain/play/tenant-day';
import type { Db } from '../db';

interface SeedContract {
  username: string;
  kind: ContractKind;
  accepted: boolean;
  /** Closed periods paid, newest first. */
  paid: number;
}

/**
 * agent1: an offered daily salary (its home prompt) and an accepted dividend with two paid periods;
 * agent2: an accepted daily salary with three paid days and an offered hourly salary; agent41: an
 * offered hourly salary it sees on its page but is never prompted for (exempt type).
 */
const CONTRACTS: SeedContract[] = [
  { username: 'agent1', kind: 'dailySalary', accepted: false, paid: 0 },
  { username: 'agent1', kind: 'dividend', accepted: true, paid: 2 },
  { username: 'agent2', kind: 'dailySalary', accepted: true, paid: 3 },
  { username: 'agent2', kind: 'hourSalary', accepted: false, paid: 0 },
  { username: 'agent41', kind: 'hourSalary', accepted: false, paid: 0 },
];

/** A period the seeded team did not reach a tier in still shows a payout: paid on this demo result. */
const DEMO_TEAM: TeamResult = { validBet: toMinor(6000), profitLoss: toMinor(-6400) };

/**
 * Seeded contracts and payout history made through the real functions (ledger kinds salary.daily,
 * dividend), each paid shortly after its period closed, as the scheduler would. Runs after the team
 * seed (payouts are computed from the team's real results first). Idempotent: seed keys, and a
 * contract with payouts gets no more history on a later start.
 */
export async function seedContracts(db: Db, now: Clock, tenant: Tenant): Promise<void> {
  const zone = tenantTimeZone(tenant);
  for (const item of CONTRACTS) {
    if (item.kind === 'dividend' && !tenant.dividends) continue;
    const [agent] = await db.query<{ id: number }>(
      'SELECT id FROM members WHERE tenant_id = $1 AND username = $2',
      [tenant.code, item.username],
    );
    if (!agent) continue;
    const tenantId = tenant.code;
    const seedKey = `${item.username}-${item.kind}`;
    const offeredAt = () => now() - 60 * DAY;
    await offerContract(db, offeredAt, {
      tenantId,
      memberId: agent.id,
      kind: item.kind,
      terms: DEFAULT_TERMS[item.kind],
      offeredBy: null,
      seedKey,
    });
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM agent_contracts WHERE tenant_id = $1 AND seed_key = $2',
      [tenantId, seedKey],
    );
    if (!row || !item.accepted) continue;
    const target = { tenantId, memberId: agent.id, kind: item.kind, contractId: row.id };
    await answerContract(db, () => offeredAt() + DAY, target, true);
    // History is written once: periods closing after the first seed are the scheduler's to pay.
    const paid = await db.query('SELECT 1 FROM contract_payouts WHERE contract_id = $1 LIMIT 1', [
      row.id,
    ]);
    if (paid.length > 0) continue;
    const unit = unitOf(item.kind, (DEFAULT_TERMS.dividend as DividendTerms).period);
    for (const period of closedPeriods(unit, zone, now(), item.paid)) {
      const request = { tenantId, memberId: agent.id, kind: item.kind, period, zone };
      const closed = periodRange(unit, zone, period)?.[1] ?? now();
      const paidAt = () => Math.min(now(), closed + 10 * MINUTE);
      const result = await settlePeriod(db, paidAt, request);
      if (result.outcome === 'nothingDue')
        await settlePeriod(db, paidAt, { ...request, team: DEMO_TEAM });
    }
  }
}
