import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MINUTE } from '../../server/domain/clock';
import { getAs, LUCKY7, PERLAS, postLogin, ROYAL88, testApp } from './support/app';
import {
  freshMobile,
  freshName,
  outbox,
  registerByMobile,
  sendEncrypted,
  sendJson,
  smsCode,
} from './support/accounts';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const PASSWORD = 'Secret123';

async function lucky7Account(email: string) {
  const username = freshName();
  const response = await sendEncrypted(app, LUCKY7, 'PUT', '/wps/member/register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    email,
    nickname: 'Tester',
  });
  return { username, token: response.json().value.token as string };
}

describe('change password (PUT /wps/member/password, encrypted)', () => {
  it('checks the old password, refuses the same one and keeps only the caller signed in', async () => {
    const { username, token } = await lucky7Account('change@example.com');
    const other = (await postLogin(app, LUCKY7, { username, password: PASSWORD })).json().value
      .token;
    const change = (payload: Record<string, unknown>) =>
      sendEncrypted(app, LUCKY7, 'PUT', '/wps/member/password', payload, { authorization: token });
    const wrongOld = await change({
      oldPassword: 'Nope12345',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(wrongOld.json().errorCode).toBe('old.password.incorrect');
    const same = await change({
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmNewPassword: PASSWORD,
    });
    expect(same.json().errorCode).toBe('modify.new.old.same');
    const mismatch = await change({
      oldPassword: PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh12345',
    });
    expect(mismatch.json().errorCode).toBe('password.not.match');
    const done = await change({
      oldPassword: PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(done.json()).toEqual({ success: true, value: true });
    expect((await getAs(app, LUCKY7, '/wps/session/touch', token)).statusCode).toBe(200);
    expect((await getAs(app, LUCKY7, '/wps/session/touch', other)).statusCode).toBe(401);
    const login = await postLogin(app, LUCKY7, { username, password: 'Fresh1234' });
    expect(login.json().success).toBe(true);
  });

  it('needs a session', async () => {
    const response = await sendEncrypted(app, LUCKY7, 'PUT', '/wps/member/password', {
      oldPassword: PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/forgot',
      headers: { merchant: LUCKY7, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('answers the same whether or not username and e-mail match; mails a code only on a match', async () => {
    const email = `${freshName('mail')}@example.com`;
    const { username } = await lucky7Account(email);
    const miss = await forgot(username, 'someone@example.com');
    const unknown = await forgot('nobody123', email);
    expect(await outbox(app, { to: email })).toEqual([]);
    const hit = await forgot(username, email.toUpperCase());
    expect([miss.json(), unknown.json()]).toEqual([hit.json(), hit.json()]);
    const [mail] = await outbox(app, { to: email });
    expect(mail).toMatchObject({ channel: 'email', tenant: 'lucky7' });
    expect(mail?.body).toContain(`/m/forgetPsw?username=${username}&code=${mail?.code}`);

    const reset = (code: string, newPassword: string) =>
      sendJson(app, LUCKY7, 'POST', '/wps/member/password/reset', { username, code, newPassword });
    expect((await reset('00000000', 'Reset1234')).json().errorCode).toBe(
      'verification.code.invalid',
    );
    const done = await reset(mail?.code ?? '', 'Reset1234');
    expect(done.json()).toEqual({ success: true, value: { userName: username } });
    expect((await reset(mail?.code ?? '', 'Reset5678')).json().errorCode).toBe(
      'verification.code.invalid',
    );
    expect((await postLogin(app, LUCKY7, { username, password: 'Reset1234' })).json().success).toBe(
      true,
    );
  });

  it('validates the e-mail', async () => {
    const response = await forgot('member0', 'not-an-email');
    expect(response.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'email' },
    });
  });
});

describe('set password by phone (POST /wps/member/password/phone)', () => {
  it('keeps the code on modify.new.old.same and answers the username on success', async () => {
    const mobile = freshMobile();
    const userName = await registerByMobile(
      app,
      PERLAS,
      { national: mobile, dialingCode: '63' },
      PASSWORD,
    );
    clock.advance(MINUTE);
    const { code } = await smsCode(app, PERLAS, 'noLogin', mobile, '63');
    const phone = (newPassword: string, verificationCode: string) =>
      sendJson(app, PERLAS, 'POST', '/wps/member/password/phone', {
        newPassword,
        mobileNum: mobile,
        verificationCode,
      });
    expect((await phone(PASSWORD, code)).json().errorCode).toBe('modify.new.old.same');
    expect((await phone('Phone1234', '000000')).json().errorCode).toBe('verification.code.invalid');
    expect((await phone('Phone1234', code)).json()).toEqual({ success: true, value: { userName } });
    expect((await phone('Other1234', code)).json().errorCode).toBe('verification.code.invalid');
    const login = await postLogin(app, PERLAS, { username: userName, password: 'Phone1234' });
    expect(login.json().success).toBe(true);
  });

  it('is off where the tenant has no phone recovery (royal88)', async () => {
    const response = await sendJson(app, ROYAL88, 'POST', '/wps/member/password/phone', {
      newPassword: 'Phone1234',
      mobileNum: freshMobile(),
      verificationCode: '123456',
    });
    expect(response.json().errorCode).toBe('function.not.available');
  });
});
