import { describe, expect, it } from 'vitest';

import { parseRuleSet, validateForm } from '../../../src/lib/validation';

describe('parseRuleSet', () => {
  it('splits field rules from _settings and ignores malformed entries', () => {
    const set = parseRuleSet({
      username: {
        enabled: true,
        required: true,
        acceptedPattern: '^\\w+$',
        minLength: 4,
        maxLength: 16,
        patternId: 'x',
      },
      email: { enabled: false, required: false, acceptedPattern: '' },
      broken: { required: true },
      _settings: {
        usernameRegistration: false,
        mobileRegistration: true,
        smsExpiredMinutes: 3,
        mobileVerification: true,
        phonePasswordReset: 'yes',
        countryDialingCode: '63',
      },
    });
    expect(set.fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^\\w+$',
      minLength: 4,
      maxLength: 16,
      patternId: 'x',
    });
    expect(set.fields.email).toEqual({ enabled: false, required: false });
    expect(set.fields.broken).toBeUndefined();
    expect(set.fields._settings).toBeUndefined();
    expect(set.settings).toEqual({
      usernameRegistration: false,
      mobileRegistration: true,
      smsExpiredMinutes: 3,
      mobileVerification: true,
      mobileWithPassword: false,
      phonePasswordReset: false,
      countryCode: '',
      countryDialingCode: '63',
    });
  });

  it('falls back to defaults on garbage', () => {
    expect(parseRuleSet(null).settings.smsExpiredMinutes).toBe(1);
    expect(parseRuleSet('x').fields).toEqual({});
  });
});

describe('validateForm', () => {
  it('reports every failing field and the first one in display order', () => {
    const required = { enabled: true, required: true };
    const result = validateForm([
      { name: 'username', value: 'ok', rule: required },
      { name: 'password', value: '', rule: required },
      { name: 'confirmPassword', value: 'x', rule: undefined, extra: { password: '' } },
    ]);
    expect(result.firstInvalid).toBe('password');
    expect(Object.keys(result.errors)).toEqual(['password', 'confirmPassword']);
  });
});
