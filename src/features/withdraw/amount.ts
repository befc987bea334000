import type { WithdrawSettings } from './types';

export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_format' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number }
  | { key: 'amount_balance'; limit: number }
  | { key: 'amount_fee'; limit: number };

type FeeRules = Pick<WithdrawSettings, 'feePercent' | 'feeFixed'>;

const AMOUNT = /^\d+([.,]\d{0,2})?$/;

/** The typed amount as a number (comma or dot decimals), NaN when it is not one. */
export function parseAmount(text: string): number {
  const normal = text.trim();
  return AMOUNT.test(normal) ? Number(normal.replace(',', '.')) : Number.NaN;
}

const cents = (value: number) => Math.round(value * 100);

/** The fee the server takes: percent of the amount (to the cent) plus the fixed part. */
export function feeOf(rules: FeeRules, amount: number): number {
  return (cents((amount * rules.feePercent) / 100) + cents(rules.feeFixed)) / 100;
}

/** What reaches the card: the amount less the fee (never below zero). */
export function netOf(rules: FeeRules, amount: number): number {
  return Math.max(0, (cents(amount) - cents(feeOf(rules, amount))) / 100);
}

/** Why the amount cannot be sent (the server checks the same), or null. */
export function amountProblem(
  text: string,
  settings: WithdrawSettings,
  balance: number | undefined,
): AmountProblem | null {
  if (!text.trim()) return { key: 'amount_required' };
  const amount = parseAmount(text);
  if (!(amount > 0)) return { key: 'amount_format' };
  if (amount < settings.minAmount) return { key: 'amount_min', limit: settings.minAmount };
  if (amount > settings.maxAmount) return { key: 'amount_max', limit: settings.maxAmount };
  if (balance !== undefined && amount > balance) return { key: 'amount_balance', limit: balance };
  const fee = feeOf(settings, amount);
  if (fee >= amount) return { key: 'amount_fee', limit: fee };
  return null;
}
