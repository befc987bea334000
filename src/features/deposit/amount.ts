import type { DepositChannel } from './types';

export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_format' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number };

/** The typed amount as a number (comma or dot decimals), NaN when it is not one. */
export function parseAmount(text: string): number {
  const normal = text.trim().replace(',', '.');
  return /^\d+(\.\d*)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** Why the amount cannot be sent on this channel (the server checks the same), or null. */
export function amountProblem(
  text: string,
  channel: DepositChannel | undefined,
): AmountProblem | null {
  if (!text.trim()) return { key: 'amount_required' };
  const amount = parseAmount(text);
  if (!(amount > 0) || !/^\d+([.,]\d{0,2})?$/.test(text.trim())) return { key: 'amount_format' };
  if (channel && amount < channel.minAmount) return { key: 'amount_min', limit: channel.minAmount };
  if (channel && amount > channel.maxAmount) return { key: 'amount_max', limit: channel.maxAmount };
  return null;
}
