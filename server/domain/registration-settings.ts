import {
  OPTIONAL_REGISTRATION_FIELDS,
  type OptionalRegistrationField,
} from '../../schema/registration.schema';
import type { Tenant } from '../../schema/tenant';
import type {
  PublishedFieldRule,
  RegisterSettings,
  RegistrationRules,
} from '../../contract/account';
import { dialingCodeOf, tenantCountry } from './countries';
import { FIELD_RULES, type RuleName } from './field-rules';

/** The published `_settings`, plus whether registration asks a captcha (published as a rule). */
export type RegistrationSettings = RegisterSettings & { captcha: boolean };

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

function entry(name: RuleName, enabled: boolean, required: boolean): PublishedFieldRule {
  return { enabled: enabled || required, required, ...FIELD_RULES[name] };
}

/** `GET /wps/system/setting/register`: every rule keyed by field name, plus `_settings`. */
export function publishedRegistrationRules(tenant: Tenant): RegistrationRules {
  const settings = registrationSettings(tenant);
  const { captcha, ...rest } = settings;
  const optional = Object.fromEntries(
    OPTIONAL_REGISTRATION_FIELDS.map((field) => {
      const { enabled, required } = optionalField(tenant, field);
      return [field, entry(field, enabled, required)];
    }),
  ) as Record<OptionalRegistrationField, PublishedFieldRule>;
  return {
    username: entry('username', true, true),
    password: entry('password', true, true),
    verificationCode: entry(
      'verificationCode',
      settings.mobileVerification,
      settings.mobileVerification,
    ),
    ...optional,
    loginUsername: entry('loginUsername', true, true),
    loginPassword: entry('loginPassword', true, true),
    loginMobileNum: entry('loginMobileNum', true, true),
    captcha: entry('captcha', captcha, captcha),
    _settings: rest,
  };
}
