import { type Minor, parseMinor, toMinor } from '../../../contract/money';
import type { DepositChannel } from './types';

/** A problem with the typed amount; limits are wire amounts (major units) for the message. */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_format' }
  | { key: 'amount_min'; limit: number }
  | { key: 'amount_max'; limit: number };

/** The typed amount in minor units (comma or dot, at most 2 decimals), undefined when it is not one. */
export const parseAmount = (text: string): Minor | undefined => parseMinor(text);

/** Why the amount cannot be sent on this channel (the server checks the same), or null. */
export function amountProblem(
  text: string,
  channel: DepositChannel | undefined,
): AmountProblem | null {
  if (!text.trim()) return { key: 'amount_required' };
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0) return { key: 'amount_format' };
  if (channel && amount < toMinor(channel.minAmount))
    return { key: 'amount_min', limit: channel.minAmount };
  if (channel && amount > toMinor(channel.maxAmount))
    return { key: 'amount_max', limit: channel.maxAmount };
  return null;
}
