import { isWholeCents } from '../../../contract/money';
import type { ContractKind, ContractTerms } from './types';

const TIER_FIELDS: Record<ContractKind, [string, string]> = {
  dailySalary: ['minValidBet', 'salary'],
  hourSalary: ['minValidBetPerHour', 'salary'],
  dividend: ['minProfitLoss', 'ratePercent'],
};

const amount = (value: unknown) =>
  typeof value === 'number' && value >= 0 && value <= 1e9 && isWholeCents(value);

/** True for terms of `kind` with 1..10 tiers of non-negative 2-decimal figures (rates ≤ 100 %). */
export function validTerms(kind: ContractKind, terms: unknown): terms is ContractTerms {
  if (typeof terms !== 'object' || terms === null) return false;
  const { tiers, period } = terms as { tiers?: unknown; period?: unknown };
  if (kind === 'dividend' && period !== 'half-month' && period !== 'month') return false;
  if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > 10) return false;
  const [threshold, pays] = TIER_FIELDS[kind];
  return tiers.every((tier: Record<string, unknown>) => {
    const rate = tier[pays];
    const bounded = kind !== 'dividend' || (typeof rate === 'number' && rate <= 100);
    return amount(tier[threshold]) && amount(rate) && bounded;
  });
}
