import { parseMinor, toMinor } from '../../../../contract/money';
import type { errorMessage } from '../../../lib/error-message';

type TFunction = Parameters<typeof errorMessage>[0];

/** A positive amount with at most 2 decimals, within the server's bounds; else the error text. */
export function amountError(
  t: TFunction,
  text: string,
  bounds: { minAmount: number; maxAmount: number; balance: number },
): string | null {
  const amount = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? parseMinor(text) : undefined;
  if (amount === undefined) return t('transfer.errors.format');
  if (amount < toMinor(bounds.minAmount) || amount > toMinor(bounds.maxAmount))
    return t('transfer.errors.range', { min: bounds.minAmount, max: bounds.maxAmount });
  if (amount > toMinor(bounds.balance)) return t('transfer.errors.balance');
  return null;
}
