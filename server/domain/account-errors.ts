/** A business failure of an account call: answered HTTP 200 `{ success: false, errorCode }`. */
export class AccountError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** Too many requests: answered HTTP 429 `TOO_MANY_REQUESTS` with `value.retryAfterSeconds`. */
export class RateLimitError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, try again later',
    /** More of the answer's `value` beside `retryAfterSeconds` (login: `captcha: true`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const accountErrors = {
  passwordMismatch: () =>
    new AccountError('password.not.match', 'Confirmation password not matched'),
  usernameExists: () => new AccountError('username.exists', 'Sorry, the username already exists.'),
  mobileExists: () => new AccountError('mobile.exists', 'The mobile number is already registered.'),
  badAffiliate: () => new AccountError('affiliate.code.invalid', 'Invalid invitation code'),
  badRecommender: () => new AccountError('recommender.invalid', 'Referrer link error'),
  badCode: () => new AccountError('verification.code.invalid', 'Verification code error'),
  captchaRequired: () => new AccountError('captcha.required', 'Enter a captcha'),
  captchaInvalid: () => new AccountError('captcha.invalid', 'Verification code error'),
  notAvailable: (what: string) =>
    new AccountError('function.not.available', `${what} is not available for this merchant`),
  loginFailed: () =>
    new AccountError('login.failed', 'Sorry, the user does not exist or the password is wrong.'),
  sameAsOld: () =>
    new AccountError(
      'modify.new.old.same',
      'The new password and the old password cannot be the same',
    ),
  oldIncorrect: () => new AccountError('old.password.incorrect', 'The old password is incorrect.'),
  alreadyLinked: () =>
    new AccountError('social.already.linked', 'This account or identity is already linked.'),
  badSocialToken: () =>
    new AccountError('social.token.invalid', 'The sign-in expired, please try again.'),
};
