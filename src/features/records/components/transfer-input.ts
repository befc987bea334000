import type { errorMessage } from '../../../lib/error-message';

type TFunction = Parameters<typeof errorMessage>[0];

/** A positive amount with at most 2 decimals, within the server's bounds; else the error text. */
export function amountError(
  t: TFunction,
  text: string,
  bounds: { minAmount: number; maxAmount: number; balance: number },
): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return t('transfer.errors.format');
  const amount = Number(text);
  if (amount < bounds.minAmount || amount > bounds.maxAmount)
    return t('transfer.errors.range', { min: bounds.minAmount, max: bounds.maxAmount });
  if (amount > bounds.balance) return t('transfer.errors.balance');
  return null;
}
