import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { MINUTE } from '../../server/domain/clock';
import { getAs, LUCKY7, loginToken, PERLAS, postLogin, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const info = (merchant: string, token: string) => getAs(app, merchant, '/wps/member/info', token);

describe('login', () => {
  it('answers token, user name, customer type, first-time flag and merchant', async () => {
    const response = await postLogin(app, LUCKY7, {
      username: 'agent41',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const value = response.json().value;
    expect(response.json().success).toBe(true);
    expect(value).toMatchObject({
      userName: 'agent41',
      customerType: 41,
      firstTimeLogin: true,
      merchantCode: LUCKY7,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await postLogin(app, LUCKY7, { username: 'AGENT41', password: DEMO_PASSWORD });
    expect(again.json().value).toMatchObject({ userName: 'agent41', firstTimeLogin: false });
    expect(again.json().value.token).not.toBe(value.token);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await postLogin(app, LUCKY7, { username: 'nobody', password: 'Whatever1' });
    const wrong = await postLogin(app, LUCKY7, { username: 'agent42', password: 'Whatever1' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: false },
    });
  });

  it('requires encryption on a tcg tenant and accepts plain JSON on a none tenant', async () => {
    const payload = { username: 'member40', password: DEMO_PASSWORD };
    const plainTcg = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: ROYAL88 },
      payload,
    });
    expect(plainTcg.statusCode).toBe(400);
    expect(plainTcg.json().errorCode).toBe('encryption.required');
    const plainNone = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: PERLAS },
      payload,
    });
    expect(plainNone.json()).toMatchObject({
      success: true,
      value: { userName: 'member40', customerType: 40 },
    });
  });

  it('validates the decrypted payload', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: PERLAS },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('request_body_required');
    const noPassword = await postLogin(app, LUCKY7, { username: 'member0' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ success: false, errorCode: 'invalid.request' });
    expect(noPassword.json().message).toContain('password');
  });
});

describe('sessions', () => {
  it('refuses calls without a token or with an unknown one', async () => {
    const none = await getAs(app, LUCKY7, '/wps/member/info');
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('login.not.session');
    const unknown = await info(LUCKY7, 'not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errorCode).toBe('user.or.token.invalid');
  });

  it('expires after 30 idle minutes and renews on every authenticated call', async () => {
    const token = await loginToken(app, LUCKY7, 'agent1');
    clock.advance(25 * MINUTE);
    const touch = await getAs(app, LUCKY7, '/wps/session/touch', token);
    expect(touch.json().value.expiresAt).toBe(clock() + 30 * MINUTE);
    clock.advance(25 * MINUTE);
    expect((await info(LUCKY7, token)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    const expired = await info(LUCKY7, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('user.or.token.invalid');
  });

  it('ends after 24 hours even when kept alive', async () => {
    const token = await loginToken(app, LUCKY7, 'agent2');
    for (let elapsed = 0; elapsed < 24 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await getAs(app, LUCKY7, '/wps/session/touch', token)).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await info(LUCKY7, token)).statusCode).toBe(401);
  });

  it('revokes the token on logout (DELETE and POST)', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await loginToken(app, ROYAL88, 'member0');
      const logout = await app.inject({
        method,
        url: '/wps/session/logout',
        headers: { merchant: ROYAL88, authorization: token },
      });
      expect(logout.json()).toEqual({ success: true, value: true });
      expect((await info(ROYAL88, token)).json().errorCode).toBe('user.or.token.invalid');
    }
  });

  it("refuses a tenant's token under another merchant", async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const other = await info(ROYAL88, token);
    expect(other.statusCode).toBe(401);
    expect(other.json().errorCode).toBe('user.or.token.invalid');
    expect((await info(LUCKY7, token)).json().value.account).toBe('member0');
  });
});

describe('free play', () => {
  it('creates a funded type-4 account under the trial merchant', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: LUCKY7 },
    });
    const value = response.json().value;
    expect(value).toMatchObject({ customerType: 4, merchantCode: 'LUCKY7BRFREE' });
    expect(value.userName).toMatch(/^trial\d{8}$/);
    const trialInfo = await info('LUCKY7BRFREE', value.token);
    expect(trialInfo.json().value).toMatchObject({ account: value.userName, type: 4 });
    const balance = await getAs(app, LUCKY7, '/wps/wallets/balance', value.token);
    expect(balance.json().value.sumBalance).toBe(2000);
  });
});
