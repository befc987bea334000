import type { FieldRule, RegisterSettings, RuleSet } from './types';

const SETTING_DEFAULTS: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  mobileVerification: false,
  mobileWithPassword: false,
  smsExpiredMinutes: 1,
  phonePasswordReset: false,
  countryCode: '',
  countryDialingCode: '',
};

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

function toFieldRule(raw: Raw): FieldRule {
  const rule: FieldRule = { enabled: raw.enabled === true, required: raw.required === true };
  const acceptedPattern = optionalString(raw.acceptedPattern);
  const minLength = optionalNumber(raw.minLength);
  const maxLength = optionalNumber(raw.maxLength);
  const patternId = optionalString(raw.patternId);
  if (acceptedPattern !== undefined) rule.acceptedPattern = acceptedPattern;
  if (minLength !== undefined) rule.minLength = minLength;
  if (maxLength !== undefined) rule.maxLength = maxLength;
  if (patternId !== undefined) rule.patternId = patternId;
  return rule;
}

function readSettings(raw: Raw): RegisterSettings {
  const settings = { ...SETTING_DEFAULTS };
  for (const key of Object.keys(SETTING_DEFAULTS) as (keyof RegisterSettings)[]) {
    const value = raw[key];
    // Keep the default when the platform omits a key or sends it with another type.
    if (typeof value === typeof SETTING_DEFAULTS[key]) Object.assign(settings, { [key]: value });
  }
  if (settings.smsExpiredMinutes <= 0)
    settings.smsExpiredMinutes = SETTING_DEFAULTS.smsExpiredMinutes;
  return settings;
}

/** Reads `GET /wps/system/setting/register`'s value: field rules plus `_settings`; malformed entries are ignored. */
export function parseRuleSet(value: unknown): RuleSet {
  const raw = isObject(value) ? value : {};
  const fields: Record<string, FieldRule> = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (isObject(entry) && typeof entry.enabled === 'boolean') fields[name] = toFieldRule(entry);
  }
  return { fields, settings: readSettings(isObject(raw._settings) ? raw._settings : {}) };
}

export const EMPTY_RULE_SET: RuleSet = { fields: {}, settings: SETTING_DEFAULTS };
