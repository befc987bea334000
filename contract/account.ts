import type { FromSchema } from 'json-schema-to-ts';

import { OPTIONAL_REGISTRATION_FIELDS } from '../schema/registration.schema';
import { endpoint } from './endpoint';
import { array, boolean, integer, oneOf, record, string } from './schema';
import { stringOrNumber } from './inputs';
import { loginSession } from './session';

const input = stringOrNumber(200);
/** Signed tokens are longer than any typed input. */
const LONG_INPUTS: ReadonlySet<string> = new Set(['linkToken']);

/**
 * A body (or query) of loosely typed account inputs, each a string or a number: the rule engine
 * (server/domain/field-rules.ts) checks the values. Open, like every account form: other fields are
 * accepted and ignored.
 */
function inputs<
  const F extends readonly string[],
  const R extends readonly F[number][] = readonly [],
>(fields: F, required?: R) {
  return {
    type: 'object',
    required: (required ?? []) as unknown as R,
    properties: Object.fromEntries(
      fields.map((field) => [field, LONG_INPUTS.has(field) ? stringOrNumber(4096) : input]),
    ) as { readonly [K in F[number]]: typeof input },
  } as const;
}

// Registration settings ------------------------------------------------------------------------

const fieldRule = record({
  /** The form shows the field; `required` implies it. */
  enabled: boolean,
  required: boolean,
  /** A JavaScript `RegExp` source, no flags. */
  acceptedPattern: string,
  minLength: integer,
  maxLength: integer,
  /** The message id of a failing value (`account.format`, …). */
  patternId: string,
});
/** One field's rule as `GET /wps/system/setting/register` publishes it. */
export type PublishedFieldRule = FromSchema<typeof fieldRule>;

const registerSettings = record({
  /** Flag USERNAMEREG3: the username form exists. */
  usernameRegistration: boolean,
  /** Flag MOBILENUMREG3: the mobile form exists. */
  mobileRegistration: boolean,
  /** Flag REGMOBVERF3: mobile numbers are verified by SMS code. */
  mobileVerification: boolean,
  /** Flag MOBILENUMPASSREG3: the mobile form also sets a password. */
  mobileWithPassword: boolean,
  /** Lifetime of SMS codes (the `expiredMinutes` of the SMS calls). */
  smsExpiredMinutes: integer,
  /** Forgot password offers phone recovery (else e-mail only). */
  phonePasswordReset: boolean,
  /** The tenant's own country (first in `GET /wps/system/country`) and its dialing code. */
  countryCode: string,
  countryDialingCode: string,
});
/** `value._settings` of `GET /wps/system/setting/register`: the settings beyond the field rules. */
export type RegisterSettings = FromSchema<typeof registerSettings>;

/** Every rule the server publishes, in its order: the register fields, then the login rules. */
const PUBLISHED_RULES = [
  'username',
  'password',
  'verificationCode',
  ...OPTIONAL_REGISTRATION_FIELDS,
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'captcha',
] as const;
export type PublishedRuleName = (typeof PUBLISHED_RULES)[number];

const registrationRules = record({
  ...(Object.fromEntries(PUBLISHED_RULES.map((name) => [name, fieldRule])) as {
    readonly [K in PublishedRuleName]: typeof fieldRule;
  }),
  _settings: registerSettings,
});
export type RegistrationRules = FromSchema<typeof registrationRules>;

/** `GET /wps/system/setting/register`: every field rule by name, plus `_settings`. */
export const getRegistrationRules = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'public',
  response: registrationRules,
});

const country = record({ countryCode: string, countryName: string, dialingCode: string });
export type Country = FromSchema<typeof country>;

/** `GET /wps/system/country`: every known country, the tenant's own first. */
export const getCountries = endpoint({
  method: 'GET',
  path: '/wps/system/country',
  auth: 'public',
  response: array(country),
});

// Registration ---------------------------------------------------------------------------------

/** `GET /wps/check/username?username=`: true when free; `username.exists` when taken. */
export const checkUsername = endpoint({
  method: 'GET',
  path: '/wps/check/username',
  auth: 'public',
  query: inputs(['username']),
  response: boolean,
});

/** `GET /wps/relay/AFFMAN3_checkAffiliateCode?code=&domain=`: true, or `affiliate.code.invalid`. */
export const checkAffiliateCode = endpoint({
  method: 'GET',
  path: '/wps/relay/AFFMAN3_checkAffiliateCode',
  auth: 'public',
  query: inputs(['code', 'domain']),
  response: boolean,
});

const COMMON_FIELDS = [
  'countryDialingCode',
  'mobileNum',
  'mobileNo',
  'verificationCode',
  'captcha',
] as const;
const META_FIELDS = ['domain', 'registerUrl', 'registerMethod', 'type', 'loginDeviceId'] as const;

/** Registration logs in at once: the login answer plus the new account's id. */
const registeredSession = record({ ...loginSession.properties, customerId: integer });
export type RegisteredSession = FromSchema<typeof registeredSession>;

/** `PUT /wps/member/register` (encrypted): the username form. */
export const registerByUsername = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'public',
  body: inputs([
    'username',
    'password',
    'confirmPassword',
    ...COMMON_FIELDS,
    ...META_FIELDS,
    ...OPTIONAL_REGISTRATION_FIELDS,
  ]),
  response: registeredSession,
});

/** `PUT /wps/member/register/mobile` (encrypted): the mobile form; the username is generated. */
export const registerByMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'public',
  body: inputs(['password', 'confirmPassword', 'affiliateCode', ...COMMON_FIELDS, ...META_FIELDS]),
  response: registeredSession,
});

// SMS verification codes -----------------------------------------------------------------------

const smsSent = record({
  /** How long the code stays valid (`_settings.smsExpiredMinutes`). */
  expiredMinutes: integer,
});
export type SmsSent = FromSchema<typeof smsSent>;

/** `POST /wps/verification/sms/register`: a code for registration (captcha after a few). */
export const sendRegisterSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'public',
  body: inputs(['mobileNo', 'mobileNum', 'countryDialingCode', 'captcha']),
  response: smsSent,
});

/** `POST /wps/verification/sms/noLogin`: a code for SMS login and phone password reset. */
export const sendVerificationSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'public',
  body: inputs(['mobileNum', 'mobileNo', 'module', 'countryDialingCode', 'captcha']),
  response: smsSent,
});

// Passwords ------------------------------------------------------------------------------------

const passwordText = { type: 'string', maxLength: 128 } as const;

/** `PUT /wps/member/password` (encrypted): other sessions end, the caller's stays. */
export const changePassword = endpoint({
  method: 'PUT',
  path: '/wps/member/password',
  auth: 'session',
  body: {
    type: 'object',
    required: ['newPassword', 'confirmNewPassword'],
    properties: {
      /** May be left out by an account without a password (mobile registration). */
      oldPassword: passwordText,
      newPassword: passwordText,
      confirmNewPassword: passwordText,
    },
  },
  response: boolean,
});

/** `POST /wps/member/password/forgot` (form or JSON): always true, whether or not they match. */
export const requestPasswordEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/forgot',
  auth: 'public',
  body: inputs(['username', 'email'], ['username', 'email']),
  response: boolean,
});

const passwordReset = record({ userName: string });
export type PasswordReset = FromSchema<typeof passwordReset>;

/** `POST /wps/member/password/reset`: a new password with the e-mailed code. */
export const resetPasswordByCode = endpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: 'public',
  body: inputs(['username', 'code', 'newPassword'], ['username', 'code']),
  response: passwordReset,
});

/** `POST /wps/member/password/phone`: a new password with a noLogin SMS code. */
export const resetPasswordByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/phone',
  auth: 'public',
  body: inputs(['newPassword', 'mobileNum', 'verificationCode', 'countryDialingCode']),
  response: passwordReset,
});

// Social sign-in -------------------------------------------------------------------------------

const socialProvider = record({
  provider: oneOf('FACEBOOK', 'GOOGLE'),
  /** The login's `firebaseChannel`. */
  channel: oneOf('facebook', 'google'),
  authorizeUrl: string,
});
export type SocialProvider = FromSchema<typeof socialProvider>;

/** `GET /wps/system/social`: the providers one can sign in with now (none in production). */
export const getSocialProviders = endpoint({
  method: 'GET',
  path: '/wps/system/social',
  auth: 'public',
  response: array(socialProvider),
});

/** `POST /wps/member/social/link`: ties the identity to an existing account and logs in. */
export const linkSocialAccount = endpoint({
  method: 'POST',
  path: '/wps/member/social/link',
  auth: 'public',
  body: inputs(['linkToken', 'username', 'password', 'captcha'], ['linkToken']),
  response: loginSession,
});

/** `POST /wps/member/social/register`: a new account linked to the identity, logged in. */
export const registerSocialAccount = endpoint({
  method: 'POST',
  path: '/wps/member/social/register',
  auth: 'public',
  body: inputs(['linkToken', 'username', 'password'], ['linkToken']),
  response: loginSession,
});
