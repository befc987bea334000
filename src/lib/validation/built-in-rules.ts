import type { FieldRule } from './types';

/** Spec §5 forgot-password e-mail: word characters with optional dot segments, @, a domain with one to three 2–3 letter segments. */
export const SIMPLE_EMAIL_PATTERN = '^\\w+(\\.\\w+)*@\\w+(\\.[A-Za-z]{2,3}){1,3}$';

/** The e-mail rule of the forgot-password form (required, message in_email_incorrect). */
export const FORGOT_EMAIL_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: SIMPLE_EMAIL_PATTERN,
  patternId: 'in_email_incorrect',
};

/** Limits the spec fixes whatever the server publishes (spec §5, §9). */
export const FIXED_LIMITS: Record<string, { numeric?: boolean; maxLength?: number }> = {
  captcha: { numeric: true, maxLength: 6 },
  verificationCode: { numeric: true, maxLength: 10 },
  mobileNum: { maxLength: 20 },
  loginMobileNum: { maxLength: 20 },
};

/** Used when the server sent no rule for a field the form shows anyway. */
export const DEFAULT_RULES: Record<string, FieldRule> = {
  loginUsername: { enabled: true, required: true },
  loginPassword: { enabled: true, required: true },
  loginMobileNum: { enabled: true, required: true },
  verificationCode: { enabled: true, required: true },
  captcha: { enabled: true, required: true },
  confirmPassword: { enabled: true, required: true },
  confirmNewPassword: { enabled: true, required: true },
};

export const OPTIONAL_RULE: FieldRule = { enabled: true, required: false };
