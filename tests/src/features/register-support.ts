import type { Tenant } from '../../../schema/tenant';
import { envelope, type RecordedCall } from '../lib/fetch-double';

const rule = (enabled: boolean, required = false, extra: Record<string, unknown> = {}) => ({
  enabled,
  required,
  ...extra,
});

/** A registration rule set like the reference server's (docs/api.md), with overrides. */
export function ruleSet(
  fields: Record<string, ReturnType<typeof rule>> = {},
  settings: Record<string, unknown> = {},
) {
  return envelope({
    username: rule(true, true, {
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]{3,15}$',
      minLength: 4,
      maxLength: 16,
    }),
    password: rule(true, true, {
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[!-~]{6,20}$',
      minLength: 6,
      maxLength: 20,
    }),
    mobileNum: rule(false, false, {
      acceptedPattern: '^[0-9]{7,15}$',
      minLength: 7,
      maxLength: 15,
    }),
    verificationCode: rule(false, false, { acceptedPattern: '^[0-9]{4,10}$' }),
    email: rule(false),
    nickname: rule(false),
    affiliateCode: rule(false, false, { acceptedPattern: '^[A-Za-z0-9]{4,16}$' }),
    captcha: rule(false),
    loginUsername: rule(true, true),
    loginPassword: rule(true, true),
    ...fields,
    _settings: {
      usernameRegistration: true,
      mobileRegistration: true,
      mobileVerification: false,
      mobileWithPassword: false,
      smsExpiredMinutes: 1,
      phonePasswordReset: false,
      countryCode: 'BR',
      countryDialingCode: '55',
      ...settings,
    },
  });
}

export { rule };

export const countries = () =>
  envelope([{ countryCode: 'BR', countryName: 'Brazil', dialingCode: '55' }]);

export const registered = (userName = 'newplayer1') =>
  envelope({
    token: `T-${userName}`,
    userName,
    customerType: 0,
    firstTimeLogin: true,
    merchantCode: 'ACME',
    customerId: 9,
  });

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
export const bodyOf = (call: RecordedCall) =>
  JSON.parse(call.body ?? '{}') as Record<string, unknown>;

/** renderApp options turning on only the given white-label flags. */
export const withFlags = (flags: Partial<Tenant['flags']>, tenant: Partial<Tenant> = {}) => ({
  tenant: { ...tenant, flags: flags as Tenant['flags'] },
});
