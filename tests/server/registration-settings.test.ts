import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REGISTRATION_FIELDS } from '../../schema/constants';
import { FIELD_RULES } from '../../server/domain/field-rules';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const SPEC_FIELDS = [
  ...REGISTRATION_FIELDS,
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'captcha',
];

async function settings(merchant: string) {
  return (await getAs(app, merchant, '/wps/system/setting/register')).json().value;
}

describe('GET /wps/system/setting/register', () => {
  it('publishes every spec field with the same shape and usable patterns', async () => {
    const value = await settings(LUCKY7);
    for (const field of SPEC_FIELDS) {
      const entry = value[field];
      expect(Object.keys(entry).sort(), field).toEqual([
        'acceptedPattern',
        'enabled',
        'maxLength',
        'minLength',
        'patternId',
        'required',
      ]);
      expect(() => new RegExp(entry.acceptedPattern)).not.toThrow();
    }
    expect(new RegExp(value.password.acceptedPattern).test('Demo1234')).toBe(true);
    expect(new RegExp(value.password.acceptedPattern).test('onlyletters')).toBe(false);
    expect(value.loginUsername).toMatchObject({ enabled: true, required: true });
  });

  it('differs per tenant as the tenant files say', async () => {
    const [lucky7, perlas, royal88] = await Promise.all([LUCKY7, PERLAS, ROYAL88].map(settings));
    expect(lucky7.email).toMatchObject({ enabled: true, required: true });
    expect(lucky7.nickname).toMatchObject({ enabled: true, required: true });
    expect(lucky7.affiliateCode).toMatchObject({ enabled: true, required: false });
    expect(lucky7.qqNum).toMatchObject({ enabled: false, required: false });
    expect(lucky7.captcha.enabled).toBe(false);
    expect(lucky7._settings).toEqual({
      usernameRegistration: true,
      mobileRegistration: true,
      mobileVerification: true,
      mobileWithPassword: true,
      smsExpiredMinutes: 2,
      phonePasswordReset: true,
      countryCode: 'BR',
      countryDialingCode: '55',
    });
    expect(perlas._settings).toMatchObject({
      usernameRegistration: false,
      mobileRegistration: true,
      mobileVerification: true,
      countryDialingCode: '63',
    });
    expect(royal88.captcha).toMatchObject({ enabled: true, required: true });
    expect(royal88.email).toMatchObject({ enabled: true, required: false });
    expect(royal88._settings).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: false,
      phonePasswordReset: false,
    });
    expect(royal88.username.acceptedPattern).toBe(FIELD_RULES.username.acceptedPattern);
  });
});

describe('countries, username and affiliate checks', () => {
  it("lists dialing codes with the tenant's own country first", async () => {
    const perlas = (await getAs(app, PERLAS, '/wps/system/country')).json().value;
    expect(perlas[0]).toEqual({ countryCode: 'PH', countryName: 'Philippines', dialingCode: '63' });
    const lucky7 = (await getAs(app, LUCKY7, '/wps/system/country')).json().value;
    expect(lucky7[0].countryCode).toBe('BR');
    expect(lucky7).toHaveLength(perlas.length);
  });

  it('tells whether a username is free, taken or malformed', async () => {
    const check = async (name: string) =>
      (await getAs(app, LUCKY7, `/wps/check/username?username=${name}`)).json();
    expect(await check('freshname1')).toMatchObject({ success: true, value: true });
    expect(await check('Member0')).toMatchObject({ success: false, errorCode: 'username.exists' });
    expect(await check('1bad')).toMatchObject({
      success: false,
      errorCode: 'field.invalid',
      value: { field: 'username', reason: 'format', patternId: 'account.format' },
    });
  });

  it('checks affiliate codes case-insensitively', async () => {
    const check = async (code: string) =>
      (
        await getAs(app, ROYAL88, `/wps/relay/AFFMAN3_checkAffiliateCode?code=${code}&domain=x`)
      ).json();
    expect(await check('ag1001')).toMatchObject({ success: true });
    expect(await check('NOPE99')).toMatchObject({
      success: false,
      errorCode: 'affiliate.code.invalid',
    });
  });
});
