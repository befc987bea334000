import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encryptPayload, type FetchRsaKey, resetRsaKeyCache } from '../../src/lib/crypto/tcg';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import {
  captchaFor,
  freshMobile,
  freshName,
  sendEncrypted,
  sendJson,
  smsCode,
} from './support/accounts';

let app: FastifyInstance;
let merchant = LUCKY7;

// encryptPayload() is given the modulus request; here that request goes to the app.
const fetchKeyFromApp: FetchRsaKey = async ({ method, path }) =>
  (await app.inject({ method, url: path, headers: { merchant } })).json<{ value: string }>().value;

beforeAll(async () => {
  ({ app } = await testApp());
  // The site caches the modulus per page; files sharing this worker talk to other apps' keys.
  resetRsaKeyCache();
});
afterAll(() => app.close());

const PASSWORD = 'Secret123';
const lucky7Form = (overrides: Record<string, unknown> = {}) => ({
  username: freshName(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  email: 'player@example.com',
  nickname: 'Lucky Player',
  registerMethod: 'H5',
  type: 0,
  ...overrides,
});

const register = (target: string, payload: Record<string, unknown>, headers = {}) =>
  sendEncrypted(app, target, 'PUT', '/wps/member/register', payload, headers);

describe('PUT /wps/member/register (username form)', () => {
  it("registers with exactly what the site's encryptPayload() sends and logs in at once", async () => {
    merchant = LUCKY7;
    const form = lucky7Form({ affiliateCode: 'ag1001' });
    const { body, headers } = await encryptPayload(form, fetchKeyFromApp);
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: LUCKY7, encryption: headers.Encryption },
      payload: body,
    });
    const value = response.json().value;
    expect(response.json()).toMatchObject({
      success: true,
      value: {
        userName: form.username,
        customerType: 0,
        firstTimeLogin: true,
        merchantCode: LUCKY7,
      },
    });
    const info = (await getAs(app, LUCKY7, '/wps/member/info', value.token)).json().value;
    expect(info).toMatchObject({
      account: form.username,
      nickname: 'Lucky Player',
      toUpline: 'agent1',
    });
  });

  it('refuses plain JSON for a tcg tenant', async () => {
    const response = await sendJson(app, LUCKY7, 'PUT', '/wps/member/register', lucky7Form());
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('encryption.required');
  });

  it('reports the first broken rule per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '1abc' }, 'username', 'format'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'format'],
      [{ email: '   ' }, 'email', 'required'],
      [{ email: 'not-an-email' }, 'email', 'format'],
      [{ nickname: undefined }, 'nickname', 'required'],
      [{ affiliateCode: 'x' }, 'affiliateCode', 'format'],
      [{ mobileNum: '12ab' }, 'mobileNum', 'format'],
    ];
    for (const [overrides, field, reason] of cases) {
      const answer = (await register(LUCKY7, lucky7Form(overrides))).json();
      expect(answer, field).toMatchObject({
        success: false,
        errorCode: 'field.invalid',
        value: { field, reason },
      });
    }
    const mismatch = await register(LUCKY7, lucky7Form({ confirmPassword: 'Other1234' }));
    expect(mismatch.json().errorCode).toBe('password.not.match');
    const badCode = await register(LUCKY7, lucky7Form({ affiliateCode: 'NOPE99' }));
    expect(badCode.json().errorCode).toBe('affiliate.code.invalid');
    const taken = await register(LUCKY7, lucky7Form({ username: 'Agent1' }));
    expect(taken.json().errorCode).toBe('username.exists');
  });

  it('asks an SMS code when a mobile number is given and verification is on', async () => {
    const mobile = freshMobile();
    const without = await register(LUCKY7, lucky7Form({ mobileNum: mobile }));
    expect(without.json().value).toMatchObject({ field: 'verificationCode', reason: 'required' });
    const { code } = await smsCode(app, LUCKY7, 'register', mobile, '55');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await register(LUCKY7, lucky7Form({ mobileNum: mobile, verificationCode: wrong }));
    expect(bad.json().errorCode).toBe('verification.code.invalid');
    const good = await register(LUCKY7, lucky7Form({ mobileNum: mobile, verificationCode: code }));
    expect(good.json().success).toBe(true);
    const again = await register(LUCKY7, lucky7Form({ mobileNum: mobile, verificationCode: code }));
    expect(again.json().errorCode).toBe('mobile.exists');
  });

  it('requires a single-use captcha where the tenant asks one (royal88)', async () => {
    const form = () => ({ username: freshName(), password: PASSWORD, confirmPassword: PASSWORD });
    expect((await register(ROYAL88, form())).json().errorCode).toBe('captcha.required');
    const captcha = await captchaFor(app, ROYAL88);
    const wrong = String(Number(captcha.answer) + 1);
    const refused = await register(
      ROYAL88,
      { ...form(), captcha: wrong },
      { cookie: captcha.cookie },
    );
    expect(refused.json().errorCode).toBe('captcha.invalid');
    const reused = await register(
      ROYAL88,
      { ...form(), captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(reused.json().errorCode).toBe('captcha.invalid');
    const fresh = await captchaFor(app, ROYAL88);
    const ok = await register(
      ROYAL88,
      { ...form(), captcha: fresh.answer },
      { cookie: fresh.cookie },
    );
    expect(ok.json()).toMatchObject({ success: true, value: { customerType: 0 } });
  });

  it('is unavailable where the username form is off (perlas)', async () => {
    const answer = await sendJson(app, PERLAS, 'PUT', '/wps/member/register', lucky7Form());
    expect(answer.json().errorCode).toBe('function.not.available');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers by plain JSON where encryption is none (perlas), with SMS code and password', async () => {
    const mobile = freshMobile();
    const send = (payload: Record<string, unknown>) =>
      sendJson(app, PERLAS, 'PUT', '/wps/member/register/mobile', {
        countryDialingCode: '+63',
        ...payload,
      });
    const noPassword = await send({ mobileNum: mobile, verificationCode: '123456' });
    expect(noPassword.json().value).toMatchObject({ field: 'password', reason: 'required' });
    const { code } = await smsCode(app, PERLAS, 'register', mobile, '63');
    const response = await send({
      mobileNum: mobile,
      verificationCode: code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const value = response.json().value;
    expect(value).toMatchObject({ customerType: 0, firstTimeLogin: true });
    expect(value.userName).toMatch(/^m\d{9}$/);
    const info = (await getAs(app, PERLAS, '/wps/member/info', value.token)).json().value;
    expect(info.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });
});
