import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { checkPaymentPassword } from '../../server/domain/payment-password';
import { sendJson } from './support/accounts';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { paymentPasswordCall, securityConfigOf } from './support/security';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const setFirst = (merchant: string, token: string, payload: Record<string, unknown>) =>
  paymentPasswordCall(app, merchant, token, 'PUT', payload);
const change = (merchant: string, token: string, payload: Record<string, unknown>) =>
  paymentPasswordCall(app, merchant, token, 'POST', payload);

async function memberIdOf(merchant: string, token: string) {
  return (await getAs(app, merchant, '/wps/member/info', token)).json().value.id as number;
}

describe('GET /wps/member/securityConfig', () => {
  it('tells what is set for a fresh demo member', async () => {
    const token = await loginToken(app, LUCKY7, 'member40');
    expect(await securityConfigOf(app, LUCKY7, token)).toMatchObject({
      loginPassword: true,
      paymentPassword: false,
      mobileBound: false,
      emailBound: false,
      email: '',
      verificationStatus: 'NOT_VERIFIED',
    });
  });

  it('needs a session', async () => {
    const response = await getAs(app, LUCKY7, '/wps/member/securityConfig');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /wps/member/paymentPassword (set the first time)', () => {
  it('checks the login password and the confirmation, then sets it once', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const wrongLogin = await setFirst(LUCKY7, token, {
      loginPassword: 'Wrong1234',
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    expect(wrongLogin.json().errorCode).toBe('old.password.incorrect');
    const mismatch = await setFirst(LUCKY7, token, {
      loginPassword: DEMO_PASSWORD,
      newPassword: '123456',
      confirmNewPassword: '123457',
    });
    expect(mismatch.json().errorCode).toBe('password.not.match');
    const format = await setFirst(LUCKY7, token, {
      loginPassword: DEMO_PASSWORD,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(format.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'newPassword' },
    });
    expect((await securityConfigOf(app, LUCKY7, token)).paymentPassword).toBe(false);

    const done = await setFirst(LUCKY7, token, {
      loginPassword: DEMO_PASSWORD,
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    expect(done.json()).toEqual({ success: true, value: true });
    expect((await securityConfigOf(app, LUCKY7, token)).paymentPassword).toBe(true);
    const memberId = await memberIdOf(LUCKY7, token);
    expect(await checkPaymentPassword(app.deps.db, 'lucky7', memberId, '123456')).toBe('ok');

    const again = await setFirst(LUCKY7, token, {
      loginPassword: DEMO_PASSWORD,
      newPassword: '654321',
      confirmNewPassword: '654321',
    });
    expect(again.json().errorCode).toBe('payment.password.exists');
    expect(await checkPaymentPassword(app.deps.db, 'lucky7', memberId, '123456')).toBe('ok');
  });

  it('refuses free-trial accounts and guests', async () => {
    const trial = await loginToken(app, LUCKY7, 'trial4');
    const payload = {
      loginPassword: DEMO_PASSWORD,
      newPassword: '123456',
      confirmNewPassword: '123456',
    };
    const refused = await setFirst(LUCKY7, trial, payload);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
      message: 'Please login an actual account to use this function',
    });
    const guest = await paymentPasswordCall(app, LUCKY7, '', 'PUT', payload);
    expect(guest.statusCode).toBe(401);
  });

  it('needs the encrypted transport where the tenant encrypts, plain JSON where it does not', async () => {
    const payload = {
      loginPassword: DEMO_PASSWORD,
      newPassword: '246810',
      confirmNewPassword: '246810',
    };
    const lucky = await loginToken(app, LUCKY7, 'agent2');
    const plain = await sendJson(app, LUCKY7, 'PUT', '/wps/member/paymentPassword', payload, {
      authorization: lucky,
    });
    expect(plain.json().errorCode).toBe('encryption.required');
    const perlas = await loginToken(app, PERLAS, 'agent2');
    const plainPerlas = await sendJson(app, PERLAS, 'PUT', '/wps/member/paymentPassword', payload, {
      authorization: perlas,
    });
    expect(plainPerlas.json()).toEqual({ success: true, value: true });
  });
});

describe('POST /wps/member/paymentPassword (change)', () => {
  it('refuses a wrong old one and the same one, then changes it', async () => {
    const token = await loginToken(app, ROYAL88, 'member0');
    const first = {
      loginPassword: DEMO_PASSWORD,
      newPassword: '111222',
      confirmNewPassword: '111222',
    };
    expect((await setFirst(ROYAL88, token, first)).json().success).toBe(true);
    const wrong = await change(ROYAL88, token, {
      oldPassword: '999999',
      newPassword: '333444',
      confirmNewPassword: '333444',
    });
    expect(wrong.json().errorCode).toBe('invalid.payment.pw');
    const same = await change(ROYAL88, token, {
      oldPassword: '111222',
      newPassword: '111222',
      confirmNewPassword: '111222',
    });
    expect(same.json().errorCode).toBe('modify.new.old.same');
    const done = await change(ROYAL88, token, {
      oldPassword: '111222',
      newPassword: '333444',
      confirmNewPassword: '333444',
    });
    expect(done.json()).toEqual({ success: true, value: true });
    const memberId = await memberIdOf(ROYAL88, token);
    expect(await checkPaymentPassword(app.deps.db, 'royal88', memberId, '333444')).toBe('ok');
    expect(await checkPaymentPassword(app.deps.db, 'royal88', memberId, '111222')).toBe('wrong');
  });

  it('answers not.exists.payment.password before one is set', async () => {
    const token = await loginToken(app, ROYAL88, 'agent1');
    const response = await change(ROYAL88, token, {
      oldPassword: '123456',
      newPassword: '654321',
      confirmNewPassword: '654321',
    });
    expect(response.json().errorCode).toBe('not.exists.payment.password');
  });

  it('limits attempts so six digits cannot be guessed', async () => {
    const token = await loginToken(app, ROYAL88, 'agent41');
    const first = {
      loginPassword: DEMO_PASSWORD,
      newPassword: '135790',
      confirmNewPassword: '135790',
    };
    expect((await setFirst(ROYAL88, token, first)).json().success).toBe(true);
    const guess = (old: string) =>
      change(ROYAL88, token, {
        oldPassword: old,
        newPassword: '000111',
        confirmNewPassword: '000111',
      });
    for (let i = 0; i < 10; i += 1)
      expect((await guess(String(100000 + i))).json().errorCode).toBe('invalid.payment.pw');
    const blocked = await guess('135790');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
