import { toMinor } from '../../../contract/money';

/**
 * How far `current` is towards `required` (both amounts) in whole percent, capped at 100: worked
 * out on whole cents, so 0.29 of 1.00 is 29 % (the binary 0.29 × 100 would floor to 28).
 */
export function progressPercent(current: number, required: number): number {
  const need = toMinor(required);
  if (need <= 0) return 100;
  const scaled = toMinor(current) * 100;
  return Math.min(100, (scaled - (scaled % need)) / need);
}
