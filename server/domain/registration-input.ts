import {
  OPTIONAL_REGISTRATION_FIELDS,
  type OptionalRegistrationField,
} from '../../schema/registration.schema';
import type { Tenant } from '../../schema/tenant';
import { accountErrors } from './account-errors';
import { checkField, cleanValue, requireField } from './field-rules';
import { fullMobileNumber } from './mobile';
import { optionalField, registrationSettings } from './registration-settings';

export type RegisterBody = Partial<Record<string, unknown>>;

/** A registration input after the published rules have passed. */
export interface CheckedRegistration {
  username?: string;
  password?: string;
  /** `+<cc><number>` and the national part. */
  mobile?: { full: string; national: string };
  verificationCode?: string;
  captcha?: string;
  /** The optional fields that were filled, by name. */
  extras: Partial<Record<OptionalRegistrationField, string>>;
}

function checkPasswordPair(body: RegisterBody, rule: 'password' = 'password') {
  const password = requireField('password', body.password, rule);
  if (cleanValue('password', body.confirmPassword) !== password)
    throw accountErrors.passwordMismatch();
  return password;
}

function checkCaptcha(tenant: Tenant, body: RegisterBody) {
  if (!registrationSettings(tenant).captcha) return undefined;
  if (cleanValue('captcha', body.captcha) === undefined) throw accountErrors.captchaRequired();
  return requireField('captcha', body.captcha);
}

function checkMobile(tenant: Tenant, body: RegisterBody, raw: unknown) {
  const full = fullMobileNumber(tenant, {
    field: 'mobileNum',
    mobile: raw,
    dialingCode: body.countryDialingCode,
  });
  return { full, national: requireField('mobileNum', raw) };
}

/** The username form: username, password pair, the tenant's optional fields, SMS code, captcha. */
export function checkUsernameRegistration(tenant: Tenant, body: RegisterBody): CheckedRegistration {
  const settings = registrationSettings(tenant);
  if (!settings.usernameRegistration) throw accountErrors.notAvailable('Username registration');
  const username = requireField('username', body.username);
  const password = checkPasswordPair(body);
  const extras: CheckedRegistration['extras'] = {};
  for (const field of OPTIONAL_REGISTRATION_FIELDS) {
    const { enabled, required } = optionalField(tenant, field);
    // An affiliate code may come from the link even when its input is hidden.
    if (!enabled && field !== 'affiliateCode') continue;
    const value = checkField(field, body[field], { required });
    if (value !== undefined) extras[field] = value;
  }
  const { mobileNum, ...rest } = extras;
  const mobile = mobileNum ? checkMobile(tenant, body, mobileNum) : undefined;
  const verificationCode =
    mobile && settings.mobileVerification
      ? requireField('verificationCode', body.verificationCode)
      : undefined;
  return {
    username,
    password,
    mobile,
    verificationCode,
    captcha: checkCaptcha(tenant, body),
    extras: rest,
  };
}

/** The mobile form: number, SMS code when verification is on, password pair when asked, captcha. */
export function checkMobileRegistration(tenant: Tenant, body: RegisterBody): CheckedRegistration {
  const settings = registrationSettings(tenant);
  if (!settings.mobileRegistration) throw accountErrors.notAvailable('Mobile registration');
  const mobile = checkMobile(tenant, body, body.mobileNum ?? body.mobileNo);
  const verificationCode = settings.mobileVerification
    ? requireField('verificationCode', body.verificationCode)
    : undefined;
  const password = settings.mobileWithPassword ? checkPasswordPair(body) : undefined;
  const affiliateCode = checkField('affiliateCode', body.affiliateCode, {
    required: optionalField(tenant, 'affiliateCode').required,
  });
  return {
    password,
    mobile,
    verificationCode,
    captcha: checkCaptcha(tenant, body),
    extras: affiliateCode ? { affiliateCode } : {},
  };
}
