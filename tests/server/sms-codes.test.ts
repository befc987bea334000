import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MINUTE } from '../../server/domain/clock';
import { postLogin, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import { freshMobile, registerByMobile, smsCode } from './support/accounts';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const PASSWORD = 'Secret123';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Registers a lucky7 account by mobile and returns its national number. */
async function mobileAccount() {
  const mobile = freshMobile();
  const userName = await registerByMobile(
    app,
    LUCKY7,
    { national: mobile, dialingCode: '55' },
    PASSWORD,
  );
  clock.advance(MINUTE);
  return { mobile, userName };
}

const smsLogin = (mobile: string, verificationCode: string, merchant = LUCKY7) =>
  postLogin(app, merchant, {
    type: 'sms',
    mobileNum: mobile,
    verificationCode,
    countryDialingCode: '55',
  });

describe('SMS codes', () => {
  it('answers expiredMinutes and sends 6 random digits', async () => {
    const { response, code } = await smsCode(app, LUCKY7, 'register', freshMobile(), '55');
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 2 } });
    expect(code).toMatch(/^\d{6}$/);
    const perlas = await smsCode(app, PERLAS, 'register', freshMobile(), '63');
    expect(perlas.response.json().value.expiredMinutes).toBe(1);
  });

  it('validates the number', async () => {
    const { response } = await smsCode(app, LUCKY7, 'register', '12', '55');
    expect(response.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'mobileNo' },
    });
  });

  it('allows one send per minute and five per hour per number', async () => {
    const mobile = freshMobile();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const first = (await smsCode(app, LUCKY7, 'noLogin', mobile, '55')).response;
      const second = (await smsCode(app, LUCKY7, 'noLogin', mobile, '55')).response;
      statuses.push([first.statusCode, second.statusCode]);
      clock.advance(MINUTE + 1000);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill([200, 429]));
    expect(statuses[5]).toEqual([429, 429]);
    const limited = await smsCode(app, LUCKY7, 'noLogin', mobile, '55');
    expect(limited.response.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(limited.response.json().value.retryAfterSeconds).toBeGreaterThan(0);
    clock.advance(60 * MINUTE);
    expect((await smsCode(app, LUCKY7, 'noLogin', mobile, '55')).response.statusCode).toBe(200);
  });

  it('logs in by mobile + code: single use, expiring, five wrong attempts void it', async () => {
    const { mobile, userName } = await mobileAccount();
    const first = await smsCode(app, LUCKY7, 'noLogin', mobile, '55');
    const ok = await smsLogin(mobile, first.code);
    expect(ok.json()).toMatchObject({ success: true, value: { userName } });
    expect((await smsLogin(mobile, first.code)).json().errorCode).toBe('verification.code.invalid');

    clock.advance(MINUTE + 1000);
    const expiring = await smsCode(app, LUCKY7, 'noLogin', mobile, '55');
    clock.advance(2 * MINUTE + 1000);
    expect((await smsLogin(mobile, expiring.code)).json().errorCode).toBe(
      'verification.code.invalid',
    );

    const guessed = await smsCode(app, LUCKY7, 'noLogin', mobile, '55');
    for (let i = 0; i < 5; i += 1) await smsLogin(mobile, wrongOf(guessed.code));
    expect((await smsLogin(mobile, guessed.code)).json().errorCode).toBe(
      'verification.code.invalid',
    );
  });

  it('keeps registration codes for registration and needs the SMS-login flag', async () => {
    const { mobile } = await mobileAccount();
    const registerCode = await smsCode(app, LUCKY7, 'register', mobile, '55');
    expect((await smsLogin(mobile, registerCode.code)).json().errorCode).toBe(
      'verification.code.invalid',
    );
    const royal = await postLogin(app, ROYAL88, {
      type: 'sms',
      mobileNum: mobile,
      verificationCode: '123456',
    });
    expect(royal.json().errorCode).toBe('function.not.available');
  });

  it('answers login.failed for a right code of a number without an account', async () => {
    const mobile = freshMobile();
    const { code } = await smsCode(app, LUCKY7, 'noLogin', mobile, '55');
    expect((await smsLogin(mobile, code)).json().errorCode).toBe('login.failed');
  });
});
