import {
  applyRateRounded,
  type Minor,
  minor,
  parseMinor,
  toMajor,
  toMinor,
} from '../../../contract/money';
import type { WithdrawSettings } from './types';

/** A problem with the typed amount; limits are wire amounts (major units) for the message. */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_format' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number }
  | { key: 'amount_balance'; limit: number }
  | { key: 'amount_fee'; limit: number };

type FeeRules = Pick<WithdrawSettings, 'feePercent' | 'feeFixed'>;

/** The typed amount in minor units (comma or dot, at most 2 decimals), undefined when it is not one. */
export const parseAmount = (text: string): Minor | undefined => parseMinor(text);

/** The fee the server takes: percent of the amount (rounded to the cent) plus the fixed part. */
export function feeOf(rules: FeeRules, amount: Minor): Minor {
  return minor(applyRateRounded(amount, rules.feePercent / 100) + toMinor(rules.feeFixed));
}

/** What reaches the card: the amount less the fee (never below zero). */
export function netOf(rules: FeeRules, amount: Minor): Minor {
  return minor(Math.max(0, amount - feeOf(rules, amount)));
}

/** Why the amount cannot be sent (the server checks the same), or null. */
export function amountProblem(
  text: string,
  settings: WithdrawSettings,
  balance: number | undefined,
): AmountProblem | null {
  if (!text.trim()) return { key: 'amount_required' };
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0) return { key: 'amount_format' };
  if (amount < toMinor(settings.minAmount)) return { key: 'amount_min', limit: settings.minAmount };
  if (amount > toMinor(settings.maxAmount)) return { key: 'amount_max', limit: settings.maxAmount };
  if (balance !== undefined && amount > toMinor(balance))
    return { key: 'amount_balance', limit: balance };
  const fee = feeOf(settings, amount);
  if (fee >= amount) return { key: 'amount_fee', limit: toMajor(fee) };
  return null;
}
