import type { InputHTMLAttributes } from 'react';

import { REGISTRATION_FIELDS, type RegistrationField } from '../../../schema/constants';
import type { FieldRule, RuleSet } from '../../lib/validation';

export type RegisterField = RegistrationField | 'confirmPassword' | 'captcha';

/** Shown after the profile fields, in this order. */
const TRAILING_FIELDS: readonly RegistrationField[] = [
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
];

/** Username-form fields in display order (spec §2 Registration): account, profile, mobile, upline. */
export const USERNAME_FORM_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  ...REGISTRATION_FIELDS.filter(
    (name) => name !== 'username' && name !== 'password' && !TRAILING_FIELDS.includes(name),
  ),
  ...TRAILING_FIELDS,
  'captcha',
];

const ALWAYS_SHOWN = new Set<RegisterField>(['username', 'password', 'confirmPassword']);
const PASSWORDS = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);
const DIGITS = new Set<RegisterField>([
  'mobileNum',
  'verificationCode',
  'captcha',
  'qqNum',
  'whatsapp',
  'zalo',
]);

/**
 * The rule a field is checked with on the username form. The SMS code is needed once a mobile
 * number is given (or the number itself is required) and mobile verification is on.
 */
export function usernameFormRule(
  name: RegisterField,
  rules: RuleSet,
  mobileNum = '',
): FieldRule | undefined {
  if (ALWAYS_SHOWN.has(name) && name !== 'confirmPassword')
    return { ...rules.fields[name], enabled: true, required: true };
  if (name === 'verificationCode') {
    const mobile = rules.fields.mobileNum;
    const sms = Boolean(mobile?.enabled && rules.settings.mobileVerification);
    const needed = sms && (mobile?.required === true || mobileNum.trim() !== '');
    return { ...rules.fields.verificationCode, enabled: sms, required: needed };
  }
  return name === 'confirmPassword' ? undefined : rules.fields[name];
}

export const isShown = (name: RegisterField, rule: FieldRule | undefined) =>
  name === 'confirmPassword' || (rule?.enabled ?? false);

/** Input attributes per field: password inputs, numeric keyboards, autofill hints. */
export function inputProps(name: RegisterField): InputHTMLAttributes<HTMLInputElement> {
  if (PASSWORDS.has(name)) return { type: 'password', autoComplete: 'new-password' };
  if (name === 'email') return { type: 'email', autoComplete: 'email' };
  if (name === 'username')
    return { type: 'text', autoComplete: 'username', autoCapitalize: 'none' };
  if (DIGITS.has(name)) return { type: 'text', inputMode: 'numeric' };
  return { type: 'text' };
}
