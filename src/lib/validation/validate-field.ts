import { DEFAULT_RULES, FIXED_LIMITS, OPTIONAL_RULE } from './built-in-rules';
import { formatMessage, MESSAGE } from './messages';
import type { FieldRule, ValidationError, ValidationExtra } from './types';

const CONFIRM_EMPTY_MESSAGE: Record<string, string> = {
  // Registration shows the password-format text; change password asks to enter it (spec §5).
  confirmPassword: MESSAGE.passwordFormat,
  confirmNewPassword: MESSAGE.enterPassword,
};

const MOBILE_FIELDS = new Set(['mobileNum', 'loginMobileNum']);
const DIGITS = /^\d+$/;
const compiled = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source));
    } catch {
      // A malformed server pattern must not lock players out of the form.
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

function formatError(name: string, rule: FieldRule): ValidationError {
  const params: Record<string, number> = {};
  if (rule.minLength !== undefined) params.min = rule.minLength;
  if (rule.maxLength !== undefined) params.max = rule.maxLength;
  const key = formatMessage(name, rule.patternId);
  // The mobile message states the minimum length (spec §5).
  if (key === MESSAGE.mobileFormat) params.min = rule.minLength ?? 1;
  return { key, params };
}

function requiredError(name: string, rule: FieldRule): ValidationError {
  if (name === 'captcha') return { key: MESSAGE.captchaRequired };
  if (MOBILE_FIELDS.has(name)) return formatError(name, rule);
  return { key: MESSAGE.required };
}

function confirmationError(name: string, value: string, extra?: ValidationExtra) {
  if (value.trim() === '') return { key: CONFIRM_EMPTY_MESSAGE[name] ?? MESSAGE.required };
  if (extra?.password !== undefined && value !== extra.password)
    return { key: MESSAGE.confirmMismatch };
  return null;
}

function breaksFixedLimits(name: string, value: string): boolean {
  const limits = FIXED_LIMITS[name];
  if (!limits) return false;
  if (limits.numeric && !DIGITS.test(value)) return true;
  return limits.maxLength !== undefined && value.length > limits.maxLength;
}

function breaksRule(value: string, rule: FieldRule): boolean {
  const length = Array.from(value).length;
  if (rule.minLength !== undefined && length < rule.minLength) return true;
  if (rule.maxLength !== undefined && length > rule.maxLength) return true;
  const pattern = rule.acceptedPattern ? patternOf(rule.acceptedPattern) : null;
  return pattern !== null && !pattern.test(value);
}

/**
 * Checks one value against its rule (spec §5). A disabled field always passes, an empty optional
 * field passes, a whitespace-only value fails. Without a server rule the built-in default applies.
 */
export function validateField(
  name: string,
  value: string,
  rule: FieldRule | undefined,
  extra?: ValidationExtra,
): ValidationError | null {
  const effective = rule ?? DEFAULT_RULES[name] ?? OPTIONAL_RULE;
  if (!effective.enabled) return null;
  if (name in CONFIRM_EMPTY_MESSAGE) return confirmationError(name, value, extra);
  if (value === '') return effective.required ? requiredError(name, effective) : null;
  if (value.trim() === '') return formatError(name, effective);
  if (breaksFixedLimits(name, value) || breaksRule(value, effective))
    return formatError(name, effective);
  if (name === 'newPassword' && extra?.oldPassword !== undefined && value === extra.oldPassword)
    return { key: MESSAGE.newOldSame };
  return null;
}
