import { REGISTRATION_FIELDS, type RegistrationField } from './constants';

/** The tenant file's `registration` section (docs/api.md, "Registration settings"). */

/** Always asked (username, password) or following from the mobile number: not a merchant's switch. */
const FIXED_REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'verificationCode',
];
export type OptionalRegistrationField = Exclude<
  RegistrationField,
  'username' | 'password' | 'verificationCode'
>;

/** Registration fields a merchant may switch on, in spec §5 order. */
export const OPTIONAL_REGISTRATION_FIELDS = REGISTRATION_FIELDS.filter(
  (field): field is OptionalRegistrationField => !FIXED_REGISTRATION_FIELDS.includes(field),
);

/** Countries the reference server knows (ISO 3166-1 alpha-2) for dialing codes. */
export const COUNTRY_CODES = [
  'BR',
  'PH',
  'TH',
  'VN',
  'ID',
  'MY',
  'SG',
  'IN',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'KH',
  'LA',
  'MM',
  'BD',
  'PK',
  'NP',
  'US',
  'MX',
  'AR',
  'CO',
  'PT',
  'ES',
  'GB',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const fieldOverride = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean', default: false, description: 'The form shows the field.' },
    required: {
      type: 'boolean',
      default: false,
      description: 'The field must be filled (implies enabled).',
    },
  },
} as const;

const fieldProperties = Object.fromEntries(
  OPTIONAL_REGISTRATION_FIELDS.map((field) => [
    field,
    { ...fieldOverride, description: `Whether the username form asks \`${field}\`.` },
  ]),
) as {
  [K in OptionalRegistrationField]: typeof fieldOverride & { readonly description: string };
};

export const registrationSchema = {
  type: 'object',
  additionalProperties: false,
  default: { captcha: false, smsExpiredMinutes: 1, phonePasswordReset: false, fields: {} },
  description:
    'Registration and account-recovery settings the server publishes (GET /wps/system/setting/register) and enforces. Which forms exist comes from the flags USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3 and MOBILENUMPASSREG3.',
  properties: {
    country: {
      enum: COUNTRY_CODES,
      description:
        "The merchant's country: first in the dialing-code list and the default dialing code. Without it the server guesses from the default language.",
    },
    captcha: {
      type: 'boolean',
      default: false,
      description: 'Registration asks a numeric captcha.',
    },
    smsExpiredMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 30,
      default: 1,
      description: 'Minutes an SMS verification code stays valid.',
    },
    phonePasswordReset: {
      type: 'boolean',
      default: false,
      description: 'Forgot password offers recovery by phone (SMS code) besides e-mail.',
    },
    fields: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description:
        'Optional fields of the username form, each { enabled, required }; missing fields are off. An affiliate code from the link is accepted even when its field is off.',
      properties: fieldProperties,
    },
  },
} as const;
