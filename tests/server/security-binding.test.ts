import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { freshMobile, freshName, latestCode, outbox } from './support/accounts';
import { LUCKY7, loginToken, PERLAS, testApp } from './support/app';
import { dialingCodeOf, postAs, securityConfigOf } from './support/security';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

describe('mobile binding', () => {
  it('sends a code to the new number and binds it with that code', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const dialing = await dialingCodeOf(app, LUCKY7);
    const mobileNum = freshMobile();
    const sent = await postAs(app, LUCKY7, token, '/wps/member/mobile/sms', { mobileNum });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: expect.any(Number) } });
    const code = await latestCode(app, `+${dialing}${mobileNum}`);
    const wrong = await postAs(app, LUCKY7, token, '/wps/member/mobile', {
      mobileNum,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
    const bound = await postAs(app, LUCKY7, token, '/wps/member/mobile', {
      mobileNum,
      verificationCode: code,
    });
    const masked = `${mobileNum.slice(0, 3)}****${mobileNum.slice(-4)}`;
    expect(bound.json()).toEqual({ success: true, value: { mobile: masked } });
    expect(await securityConfigOf(app, LUCKY7, token)).toMatchObject({
      mobileBound: true,
      mobile: masked,
    });
    const again = await postAs(app, LUCKY7, token, '/wps/member/mobile/sms', { mobileNum });
    expect(again.json().errorCode).toBe('mobile.already.bound');
  });

  it('refuses a number another member has, and a code asked by someone else', async () => {
    const owner = await loginToken(app, LUCKY7, 'agent1');
    const other = await loginToken(app, LUCKY7, 'agent2');
    const dialing = await dialingCodeOf(app, LUCKY7);
    const mobileNum = freshMobile();
    await postAs(app, LUCKY7, owner, '/wps/member/mobile/sms', { mobileNum });
    const code = await latestCode(app, `+${dialing}${mobileNum}`);
    const stolen = await postAs(app, LUCKY7, other, '/wps/member/mobile', {
      mobileNum,
      verificationCode: code,
    });
    expect(stolen.json().errorCode).toBe('verification.code.invalid');
    await postAs(app, LUCKY7, owner, '/wps/member/mobile', { mobileNum, verificationCode: code });
    const taken = await postAs(app, LUCKY7, other, '/wps/member/mobile/sms', { mobileNum });
    expect(taken.json().errorCode).toBe('mobile.exists');
  });

  it('needs the login password to replace a bound number', async () => {
    const token = await loginToken(app, LUCKY7, 'agent41');
    const dialing = await dialingCodeOf(app, LUCKY7);
    const bindWith = async (mobileNum: string, loginPassword?: string) => {
      await postAs(app, LUCKY7, token, '/wps/member/mobile/sms', { mobileNum });
      const code = await latestCode(app, `+${dialing}${mobileNum}`);
      return postAs(app, LUCKY7, token, '/wps/member/mobile', {
        mobileNum,
        verificationCode: code,
        ...(loginPassword ? { loginPassword } : {}),
      });
    };
    expect((await bindWith(freshMobile())).json().success).toBe(true);
    const second = freshMobile();
    expect((await bindWith(second, 'Wrong1234')).json().errorCode).toBe('old.password.incorrect');
    clock.advance(61_000);
    expect((await bindWith(second, DEMO_PASSWORD)).json().success).toBe(true);
  });

  it('validates the number', async () => {
    const token = await loginToken(app, LUCKY7, 'agent42');
    const response = await postAs(app, LUCKY7, token, '/wps/member/mobile/sms', {
      mobileNum: '12ab',
    });
    expect(response.json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'mobileNum' },
    });
  });
});

describe('e-mail binding', () => {
  it('e-mails a code through the outbox and binds the address with it', async () => {
    const token = await loginToken(app, PERLAS, 'member0');
    const email = `${freshName('bind')}@example.com`;
    const sent = await postAs(app, PERLAS, token, '/wps/member/email/code', { email });
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    const [message] = await outbox(app, { to: email, channel: 'email' });
    expect(message).toMatchObject({
      tenant: 'perlas',
      channel: 'email',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const bound = await postAs(app, PERLAS, token, '/wps/member/email', {
      email,
      verificationCode: message?.code,
    });
    expect(bound.json()).toEqual({
      success: true,
      value: { email: `${email.slice(0, 2)}***@example.com` },
    });
    expect(await securityConfigOf(app, PERLAS, token)).toMatchObject({
      emailBound: true,
      email: `${email.slice(0, 2)}***@example.com`,
    });
    const reuse = await postAs(app, PERLAS, token, '/wps/member/email', {
      email: `x${email}`,
      verificationCode: message?.code,
      loginPassword: DEMO_PASSWORD,
    });
    expect(reuse.json().errorCode).toBe('verification.code.invalid');
  });

  it('a code is void after the wrong answers and for another member', async () => {
    const token = await loginToken(app, PERLAS, 'agent1');
    const email = `${freshName('bind')}@example.com`;
    await postAs(app, PERLAS, token, '/wps/member/email/code', { email });
    const code = await latestCode(app, email);
    const other = await loginToken(app, PERLAS, 'agent2');
    const stolen = await postAs(app, PERLAS, other, '/wps/member/email', {
      email,
      verificationCode: code,
    });
    expect(stolen.json().errorCode).toBe('verification.code.invalid');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postAs(app, PERLAS, token, '/wps/member/email', {
        email,
        verificationCode: code === '999999' ? '888888' : '999999',
      });
      expect(wrong.json().errorCode).toBe('verification.code.invalid');
    }
    const late = await postAs(app, PERLAS, token, '/wps/member/email', {
      email,
      verificationCode: code,
    });
    expect(late.json().errorCode).toBe('verification.code.invalid');
  });

  it('rejects a malformed address and free-trial accounts', async () => {
    const token = await loginToken(app, PERLAS, 'agent42');
    const bad = await postAs(app, PERLAS, token, '/wps/member/email/code', { email: 'nope@' });
    expect(bad.json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'email' } });
    const trial = await loginToken(app, PERLAS, 'trial4');
    const refused = await postAs(app, PERLAS, trial, '/wps/member/email/code', {
      email: 'a@example.com',
    });
    expect(refused.json().errorCode).toBe('function.not.available');
  });
});
