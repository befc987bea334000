import type { Contract, DailySalaryTerms, DividendTerms, HourSalaryTerms } from './types';
import type { TeamResult } from './team-result';

const cents = (value: number) => Math.floor(Math.round(value * 1000) / 10) / 100;

function highest<T>(tiers: T[], reached: (tier: T) => number, basis: number): T | undefined {
  return tiers.filter((tier) => basis >= reached(tier)).sort((a, b) => reached(b) - reached(a))[0];
}

/** What a contract pays for a period's team result: the basis the tier is chosen by and the amount. */
export function payoutOf(contract: Contract, team: TeamResult): { basis: number; amount: number } {
  if (contract.kind === 'dividend') {
    const loss = Math.max(0, -team.profitLoss);
    const { tiers } = contract.terms as DividendTerms;
    const tier = loss > 0 ? highest(tiers, (t) => t.minProfitLoss, loss) : undefined;
    return { basis: loss, amount: tier ? cents((loss * tier.ratePercent) / 100) : 0 };
  }
  const tier =
    contract.kind === 'dailySalary'
      ? highest((contract.terms as DailySalaryTerms).tiers, (t) => t.minValidBet, team.validBet)
      : highest(
          (contract.terms as HourSalaryTerms).tiers,
          (t) => t.minValidBetPerHour,
          team.validBet,
        );
  return { basis: team.validBet, amount: tier?.salary ?? 0 };
}
