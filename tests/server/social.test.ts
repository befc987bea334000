import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { MINUTE } from '../../server/domain/clock';
import { getAs, LUCKY7, postLogin, ROYAL88, testApp } from './support/app';
import { freshName, outbox, sendJson } from './support/accounts';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

/** Goes through the development identity provider like a tester and returns the id_token. */
async function signIn(provider: string, email: string) {
  const base = `/dev/idp/${provider}/authorize?redirect_uri=/m/login&state=s1`;
  const form = await app.inject({ method: 'GET', url: base });
  expect(form.headers['content-type']).toContain('text/html');
  expect(form.body).toContain('name="email"');
  const done = await app.inject({ method: 'GET', url: `${base}&email=${email}&name=Tester` });
  expect(done.statusCode).toBe(302);
  const fragment = new URLSearchParams(String(done.headers.location).split('#')[1]);
  expect(String(done.headers.location).startsWith('/m/login#')).toBe(true);
  expect(fragment.get('state')).toBe('s1');
  return fragment.get('id_token') ?? '';
}

const firebaseLogin = (channel: string, token: string) =>
  postLogin(app, ROYAL88, { type: 'firebase', firebaseChannel: channel, firebaseIdToken: token });

describe('social sign-in with the development identity provider', () => {
  it('lists the providers the tenant turns on', async () => {
    const royal = (await getAs(app, ROYAL88, '/wps/system/social')).json().value;
    expect(royal.map((entry: { provider: string }) => entry.provider)).toEqual([
      'FACEBOOK',
      'GOOGLE',
    ]);
    expect(royal[0].authorizeUrl).toBe('/dev/idp/facebook/authorize');
    expect((await getAs(app, LUCKY7, '/wps/system/social')).json().value).toEqual([]);
  });

  it('refuses foreign redirects and forged or expired tokens', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/dev/idp/facebook/authorize?redirect_uri=javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const token = await signIn('google', 'forged@example.com');
    const forged = `${token.slice(0, -2)}xx`;
    expect((await firebaseLogin('google', forged)).json().errorCode).toBe('social.token.invalid');
    expect((await firebaseLogin('facebook', token)).json().errorCode).toBe('social.token.invalid');
    const disabled = await postLogin(app, LUCKY7, {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: token,
    });
    expect(disabled.json().errorCode).toBe('function.not.available');
    clock.advance(11 * MINUTE);
    expect((await firebaseLogin('google', token)).json().errorCode).toBe('social.token.invalid');
  });

  it('links an identity to an existing account (password checked), permanently', async () => {
    const email = `${freshName('fb')}@example.com`;
    const first = await firebaseLogin('facebook', await signIn('facebook', email));
    expect(first.json()).toMatchObject({
      success: false,
      errorCode: 'social.not.linked',
      value: { email, provider: 'facebook' },
    });
    const { linkToken } = first.json().value;
    const link = (username: string, password: string) =>
      sendJson(app, ROYAL88, 'POST', '/wps/member/social/link', { linkToken, username, password });
    expect((await link('member40', 'wrong-pass1')).json().errorCode).toBe('login.failed');
    const linked = await link('member40', DEMO_PASSWORD);
    expect(linked.json()).toMatchObject({
      success: true,
      value: { userName: 'member40', customerType: 40 },
    });
    expect((await link('member40', DEMO_PASSWORD)).json().errorCode).toBe('social.already.linked');

    const again = await firebaseLogin('facebook', await signIn('facebook', email));
    expect(again.json()).toMatchObject({ success: true, value: { userName: 'member40' } });
    expect(again.json().value.token).not.toBe(linked.json().value.token);

    const otherIdentity = await firebaseLogin('facebook', await signIn('facebook', `x${email}`));
    const secondLink = await sendJson(app, ROYAL88, 'POST', '/wps/member/social/link', {
      linkToken: otherIdentity.json().value.linkToken,
      username: 'member40',
      password: DEMO_PASSWORD,
    });
    expect(secondLink.json().errorCode).toBe('social.already.linked');
    expect((await outbox(app, { to: email, channel: 'social' })).length).toBeGreaterThanOrEqual(2);
  });

  it('registers a new account linked to the identity', async () => {
    const email = `${freshName('g')}@example.com`;
    const { linkToken } = (await firebaseLogin('google', await signIn('google', email))).json()
      .value;
    const register = (username: string) =>
      sendJson(app, ROYAL88, 'POST', '/wps/member/social/register', { linkToken, username });
    expect((await register('agent1')).json().errorCode).toBe('username.exists');
    expect((await register('9bad')).json()).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'username' },
    });
    const username = freshName('g');
    const created = await register(username);
    expect(created.json()).toMatchObject({
      success: true,
      value: { userName: username, customerType: 0 },
    });
    expect((await register(freshName('g'))).json().errorCode).toBe('social.already.linked');
    const login = await firebaseLogin('google', await signIn('google', email));
    expect(login.json().value.userName).toBe(username);
  });
});
