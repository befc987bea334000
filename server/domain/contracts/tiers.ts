import { applyRate, type Minor, minor, toMinor } from '../../../contract/money';
import type { TeamResult } from './team-result';
import type { Contract, DailySalaryTerms, DividendTerms, HourSalaryTerms } from './types';

function highest<T>(tiers: T[], reached: (tier: T) => number, basis: number): T | undefined {
  return tiers.filter((tier) => basis >= reached(tier)).sort((a, b) => reached(b) - reached(a))[0];
}

/**
 * What a contract pays for a period's team result: the basis the tier is chosen by and the amount,
 * in minor units (the terms, as the wire writes them, are in major units).
 */
export function payoutOf(contract: Contract, team: TeamResult): { basis: Minor; amount: Minor } {
  if (contract.kind === 'dividend') {
    const loss = minor(Math.max(0, -team.profitLoss));
    const { tiers } = contract.terms as DividendTerms;
    const tier = loss > 0 ? highest(tiers, (t) => toMinor(t.minProfitLoss), loss) : undefined;
    // loss × rate, cut (never rounded up) to a whole minor unit.
    return { basis: loss, amount: tier ? applyRate(loss, tier.ratePercent / 100) : minor(0) };
  }
  const tier =
    contract.kind === 'dailySalary'
      ? highest(
          (contract.terms as DailySalaryTerms).tiers,
          (t) => toMinor(t.minValidBet),
          team.validBet,
        )
      : highest(
          (contract.terms as HourSalaryTerms).tiers,
          (t) => toMinor(t.minValidBetPerHour),
          team.validBet,
        );
  return { basis: team.validBet, amount: tier ? toMinor(tier.salary) : minor(0) };
}
