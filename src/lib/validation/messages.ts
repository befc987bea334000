/** i18n keys (shell namespace) of the validation messages (spec §5 and §8). */
export const MESSAGE = {
  required: 'validation.required',
  captchaRequired: 'validation.captcha_required',
  captchaFormat: 'validation.captcha_format',
  smsCodeFormat: 'validation.sms_code_format',
  usernameFormat: 'validation.username_format',
  passwordFormat: 'validation.password_format',
  enterPassword: 'validation.enter_password',
  confirmMismatch: 'validation.confirm_mismatch',
  newOldSame: 'validation.new_old_same',
  emailFormat: 'validation.email_format',
  emailIncorrect: 'validation.in_email_incorrect',
  nameFormat: 'validation.name_format',
  mobileFormat: 'validation.mobile_format',
  referrerFormat: 'validation.referrer_format',
  invitationFormat: 'validation.invitation_format',
  fieldFormat: 'validation.field_format',
} as const;

/** Format message per field name; other fields use the generic one. */
const FORMAT_BY_FIELD: Record<string, string> = {
  username: MESSAGE.usernameFormat,
  loginUsername: MESSAGE.usernameFormat,
  password: MESSAGE.passwordFormat,
  loginPassword: MESSAGE.passwordFormat,
  paymentPassword: MESSAGE.passwordFormat,
  newPassword: MESSAGE.passwordFormat,
  oldPassword: MESSAGE.passwordFormat,
  email: MESSAGE.emailFormat,
  nickname: MESSAGE.nameFormat,
  payeeName: MESSAGE.nameFormat,
  mobileNum: MESSAGE.mobileFormat,
  loginMobileNum: MESSAGE.mobileFormat,
  verificationCode: MESSAGE.smsCodeFormat,
  captcha: MESSAGE.captchaFormat,
  recommenderId: MESSAGE.referrerFormat,
  affiliateCode: MESSAGE.invitationFormat,
};

/** Message ids (`patternId`, docs/api.md) for fields without their own text above. */
const MESSAGE_BY_PATTERN_ID: Record<string, string> = {
  'account.format': MESSAGE.usernameFormat,
  'password.format': MESSAGE.passwordFormat,
  'email.format': MESSAGE.emailFormat,
  'name.format': MESSAGE.nameFormat,
  'mobile.format': MESSAGE.mobileFormat,
  'code.format': MESSAGE.smsCodeFormat,
  'invitation.format': MESSAGE.invitationFormat,
};

/** The forgot-password e-mail rule names its own message (spec §8). */
const OVERRIDING_PATTERN_IDS: Record<string, string> = {
  in_email_incorrect: MESSAGE.emailIncorrect,
};

export function formatMessage(name: string, patternId?: string): string {
  const byPattern = patternId ? MESSAGE_BY_PATTERN_ID[patternId] : undefined;
  const overriding = patternId ? OVERRIDING_PATTERN_IDS[patternId] : undefined;
  return overriding ?? FORMAT_BY_FIELD[name] ?? byPattern ?? MESSAGE.fieldFormat;
}
