import { AccountError } from '../account-errors';

/** Business failures of the security centre (answered HTTP 200, `success: false`). */
export const securityErrors = {
  trial: () =>
    new AccountError(
      'function.not.available',
      'Please login an actual account to use this function',
    ),
  paymentPasswordExists: () =>
    new AccountError(
      'payment.password.exists',
      'A payment password is already set; change it instead.',
    ),
  paymentPasswordMissing: () =>
    new AccountError('not.exists.payment.password', 'Please set a payment password first.'),
  wrongPaymentPassword: () =>
    new AccountError('invalid.payment.pw', 'The payment password is incorrect.'),
  wrongLoginPassword: () =>
    new AccountError('old.password.incorrect', 'The login password is incorrect.'),
  mobileTaken: () => new AccountError('mobile.exists', 'The mobile number is already registered.'),
  alreadyBound: (what: 'mobile' | 'email') =>
    new AccountError(
      `${what}.already.bound`,
      `This ${what === 'email' ? 'e-mail' : 'mobile number'} is already bound to your account.`,
    ),
  verificationPending: () =>
    new AccountError('kyc.under.review', 'Your identity verification is under review.'),
  alreadyVerified: () => new AccountError('kyc.verified', 'Your identity is already verified.'),
  badImage: (side: string, why: string) =>
    new AccountError('kyc.image.invalid', `The ${side} image ${why}.`, { field: side }),
};
