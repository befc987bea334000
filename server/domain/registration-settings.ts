import {
  OPTIONAL_REGISTRATION_FIELDS,
  type OptionalRegistrationField,
} from '../../schema/registration.schema';
import type { Tenant } from '../../schema/tenant';
import { dialingCodeOf, tenantCountry } from './countries';
import { FIELD_RULES, type PublishedRule, type RuleName } from './field-rules';

export interface RegistrationSettings {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobileVerification: boolean;
  mobileWithPassword: boolean;
  smsExpiredMinutes: number;
  phonePasswordReset: boolean;
  captcha: boolean;
  countryCode: string;
  countryDialingCode: string;
}

export function registrationSettings(tenant: Tenant): RegistrationSettings {
  const flags: Partial<Record<string, boolean>> = tenant.flags;
  const country = tenantCountry(tenant);
  return {
    usernameRegistration: flags.USERNAMEREG3 === true,
    mobileRegistration: flags.MOBILENUMREG3 === true,
    mobileVerification: flags.REGMOBVERF3 === true,
    mobileWithPassword: flags.MOBILENUMPASSREG3 === true,
    smsExpiredMinutes: tenant.registration.smsExpiredMinutes,
    phonePasswordReset: tenant.registration.phonePasswordReset,
    captcha: tenant.registration.captcha,
    countryCode: country,
    countryDialingCode: dialingCodeOf(country),
  };
}

/** enabled / required of an optional field of the username form (required implies enabled). */
export function optionalField(tenant: Tenant, field: OptionalRegistrationField) {
  const fields: Partial<Record<string, { enabled?: boolean; required?: boolean }>> =
    tenant.registration.fields;
  const override = fields[field];
  const required = override?.required === true;
  return { enabled: required || override?.enabled === true, required };
}

function entry(name: RuleName, enabled: boolean, required: boolean): PublishedRule {
  return { enabled: enabled || required, required, ...FIELD_RULES[name] };
}

/** `GET /wps/system/setting/register`: every rule keyed by field name, plus `_settings`. */
export function publishedRegistrationRules(tenant: Tenant) {
  const settings = registrationSettings(tenant);
  const { captcha, ...rest } = settings;
  const rules: Record<string, PublishedRule | Omit<RegistrationSettings, 'captcha'>> = {
    username: entry('username', true, true),
    password: entry('password', true, true),
    verificationCode: entry(
      'verificationCode',
      settings.mobileVerification,
      settings.mobileVerification,
    ),
  };
  for (const field of OPTIONAL_REGISTRATION_FIELDS) {
    const { enabled, required } = optionalField(tenant, field);
    rules[field] = entry(field, enabled, required);
  }
  for (const name of ['loginUsername', 'loginPassword', 'loginMobileNum'] as const)
    rules[name] = entry(name, true, true);
  rules.captcha = entry('captcha', captcha, captcha);
  rules._settings = rest;
  return rules;
}
