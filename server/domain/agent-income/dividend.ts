import type { DividendPeriod } from '../../../contract/agent';
import { minor, sumMinor, toMajor, toMinor } from '../../../contract/money';
import type { Db } from '../../db/db';
import type { Clock } from '../clock';
import {
  acceptedContract,
  type DividendTerms,
  payoutsOf,
  type PeriodUnit,
  periodOf,
  periodRange,
  teamResult,
  unitOf,
} from '../contracts';
import { payoutOf } from '../contracts/tiers';

/** The tier percentage a team loss reaches (the highest tier whose threshold it meets). */
export function tierPercent(terms: DividendTerms, loss: number): number {
  if (loss <= 0) return 0;
  const reached = terms.tiers.filter((tier) => loss >= tier.minProfitLoss);
  return reached.sort((a, b) => b.minProfitLoss - a.minProfitLoss)[0]?.ratePercent ?? 0;
}

/** The periods of `unit` that overlap [from, to), oldest first. */
export function periodsOverlapping(unit: PeriodUnit, zone: string, from: number, to: number) {
  const periods: { period: string; range: [number, number] }[] = [];
  for (let instant = from; instant < to;) {
    const period = periodOf(unit, zone, instant);
    const range = periodRange(unit, zone, period);
    if (!range) break;
    periods.push({ period, range });
    instant = range[1];
  }
  return periods;
}

interface DividendQuery {
  tenantId: string;
  agentId: number;
  zone: string;
  from: number;
  to: number;
}

/**
 * The agent's dividend per period overlapping the range (periods with team bets, a payout, or the
 * current one), newest first: the team's result and what the
 * accepted dividend contract pays on it (paid periods as paid). Payment itself is the contracts slice's
 * settlement (ledger kind `dividend`).
 */
export async function dividendReport(db: Db, now: Clock, query: DividendQuery) {
  const { tenantId, agentId } = query;
  const contract = await acceptedContract(db, tenantId, agentId, 'dividend');
  const terms = contract?.terms as DividendTerms | undefined;
  const unit = unitOf('dividend', terms?.period ?? 'half-month');
  const payouts = await payoutsOf(db, tenantId, agentId, 'dividend');
  const paid = new Map(payouts.map((payout) => [payout.period, payout]));
  const rows: DividendPeriod[] = [];
  for (const { period, range } of periodsOverlapping(unit, query.zone, query.from, query.to)) {
    const team = await teamResult(db, tenantId, agentId, range);
    const payout = paid.get(period);
    const open = range[1] > now();
    // A paid period shows what it was paid on (the loss the tier was chosen by).
    const result = payout ? payout.basis : toMajor(minor(-team.profitLoss));
    const amount = payout?.amount ?? (contract ? toMajor(payoutOf(contract, team).amount) : 0);
    if (!payout && !open && team.validBet <= 0) continue;
    rows.push({
      period,
      startTime: range[0],
      endTime: range[1],
      validBetAmount: toMajor(team.validBet),
      teamResult: result,
      ratePercent: terms ? tierPercent(terms, result) : 0,
      amount,
      status: payout
        ? 'settled'
        : !contract
          ? 'noContract'
          : open
            ? 'open'
            : amount > 0
              ? 'pending'
              : 'nothingDue',
      settledAt: payout?.paidAt ?? null,
    });
  }
  rows.reverse();
  const total = (pick: (row: DividendPeriod) => number) =>
    toMajor(sumMinor(rows.map((row) => toMinor(pick(row)))));
  return {
    rows,
    footer: {
      validBetAmount: total((row) => row.validBetAmount),
      teamResult: total((row) => row.teamResult),
      amount: total((row) => row.amount),
      settledAmount: total((row) => (row.status === 'settled' ? row.amount : 0)),
      contract:
        contract && terms ? { id: contract.id, period: terms.period, tiers: terms.tiers } : null,
    },
  };
}
