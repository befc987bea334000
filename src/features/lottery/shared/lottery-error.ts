import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

export type Translate = Parameters<typeof errorMessage>[0];

/** Lottery error codes explained in plain words under `lottery.errors.*` (docs/api.md "Errors"). */
const KNOWN = new Set([
  'lottery.numero.closed',
  'insufficient.balance',
  'lottery.limit.bet',
  'lottery.limit.win',
  'lottery.slip.size',
  'lottery.unit.invalid',
  'lottery.multiple.invalid',
  'lottery.content.invalid',
  'lottery.bet.count',
  'lottery.bet.amount',
  'lottery.play.unknown',
  'lottery.key.reused',
  'lottery.game.unknown',
  'lottery.order.unknown',
  'lottery.cancel.done',
  'lottery.cancel.closed',
]);

export const lotteryErrorKey = (code: string) => `lottery.errors.${code.replace(/\./g, '_')}`;

/** A readable message for a failed lottery call; `values` fill limits such as the maximum bet. */
export function lotteryErrorMessage(
  t: Translate,
  error: unknown,
  values: Record<string, string | number> = {},
): string {
  if (isApiError(error) && KNOWN.has(error.code)) return t(lotteryErrorKey(error.code), values);
  return errorMessage(t, error);
}
