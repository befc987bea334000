/** A refused deposit request: answered as `{success: false, errorCode, message}`. */
export class DepositError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const depositErrors = {
  amountInvalid: () =>
    new DepositError(
      'deposit.amount.invalid',
      'The amount must be a positive number with at most 2 decimals.',
    ),
  tooSmall: (min: number) =>
    new DepositError(
      'deposit.amount.too.small',
      `The minimum deposit for this channel is ${min.toFixed(2)}.`,
    ),
  tooLarge: (max: number) =>
    new DepositError(
      'deposit.amount.too.large',
      `The maximum deposit for this channel is ${max.toFixed(2)}.`,
    ),
  channelUnknown: () =>
    new DepositError('deposit.channel.unknown', 'This payment channel is not available.'),
  pendingLimit: (max: number) =>
    new DepositError(
      'deposit.pending.limit',
      `You already have ${max} deposits waiting for payment. Finish or cancel one first.`,
    ),
  conflict: () =>
    new DepositError(
      'request.conflict',
      'This request id was already used for a different deposit.',
    ),
  notFound: () => new DepositError('deposit.not.found', 'The deposit does not exist.'),
};
