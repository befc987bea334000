import { AccountError } from '../account-errors';

const money = (value: number) => value.toFixed(2);

/** Business failures of withdrawals and bank cards (HTTP 200, `success: false`). */
export const withdrawErrors = {
  trial: () =>
    new AccountError(
      'function.not.available',
      'Please login an actual account to use this function',
    ),
  badAmount: () =>
    new AccountError(
      'withdraw.amount.invalid',
      'Enter an amount above zero with at most 2 decimals.',
    ),
  belowMin: (min: number) =>
    new AccountError('withdraw.amount.below.min', `The minimum withdrawal is ${money(min)}.`, {
      min,
    }),
  aboveMax: (max: number) =>
    new AccountError('withdraw.amount.above.max', `The maximum withdrawal is ${money(max)}.`, {
      max,
    }),
  feeTooHigh: (fee: number) =>
    new AccountError(
      'withdraw.amount.below.fee',
      `The amount must be more than the fee of ${money(fee)}.`,
      {
        fee,
      },
    ),
  outsideWindow: (start: string, end: string) =>
    new AccountError(
      'withdraw.outside.window',
      `Withdrawals are accepted between ${start} and ${end} only.`,
      { start, end },
    ),
  dailyLimit: (count: number) =>
    new AccountError(
      'withdraw.daily.limit',
      `You have reached the limit of ${count} withdrawals today.`,
      { dailyCount: count },
    ),
  noPaymentPassword: () =>
    new AccountError('not.exists.payment.password', 'Please set a payment password first.'),
  wrongPaymentPassword: () =>
    new AccountError('invalid.payment.pw', 'The payment password is incorrect.'),
  cardNotFound: () => new AccountError('bankcard.not.found', 'The bank card does not exist.'),
  cardExists: () =>
    new AccountError('bankcard.exists', 'This account number is already on your list.'),
  tooManyCards: (max: number) =>
    new AccountError('bankcard.limit', `You can keep at most ${max} cards.`, { max }),
  badCard: (field: string, message: string) =>
    new AccountError('bankcard.invalid', message, { field }),
  conflict: () =>
    new AccountError(
      'request.conflict',
      'This request id was already used for a different request.',
    ),
  insufficient: () =>
    new AccountError('insufficient.balance', 'The balance is too low for this amount.'),
};
