import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { type AbuseLimits, DEFAULT_ABUSE_LIMITS } from '../../server/domain/abuse-limits';
import { HOUR, MINUTE } from '../../server/domain/clock';
import { captchaFor } from './support/accounts';
import { LUCKY7, PERLAS, postLogin, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
const { addressCaptchaAfter, addressLockAfter } = DEFAULT_ABUSE_LIMITS.login;

beforeAll(async () => {
  ({ app, clock } = await testApp({ limits: DEFAULT_ABUSE_LIMITS, trustProxy: true }));
});
afterAll(() => app.close());

/** A login from client address `ip` (X-Forwarded-For, the app trusts the proxy). */
function loginFrom(ip: string, payload: Record<string, unknown>, cookie?: string) {
  const headers = { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) };
  return postLogin(app, LUCKY7, payload, headers);
}

/** Wrong passwords on fresh usernames with a solved captcha each (20 captchas a minute per address). */
async function failWithCaptchas(ip: string, times: number) {
  const codes: string[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    if (attempt % 20 === 19) clock.advance(MINUTE);
    const captcha = await captchaFor(app, LUCKY7);
    const response = await loginFrom(
      ip,
      { username: `solved${ip}x${attempt}`, password: 'Wrong1234', captcha: captcha.answer },
      captcha.cookie,
    );
    codes.push(response.statusCode === 429 ? '429' : response.json().errorCode);
  }
  return codes;
}

describe('password spraying from one address', () => {
  it('answers login.failed to the first 20 failures across usernames, then asks for a captcha', async () => {
    const answers: string[] = [];
    for (let user = 0; user < 40; user += 1) {
      for (const password of ['Wrong1234', 'Wrong5678']) {
        const response = await loginFrom('198.51.100.1', { username: `spray${user}`, password });
        expect(response.statusCode).toBe(200);
        answers.push(response.json().errorCode);
      }
    }
    expect(answers.filter((code) => code === 'login.failed')).toHaveLength(addressCaptchaAfter);
    expect(answers.slice(addressCaptchaAfter)).toEqual(
      Array(80 - addressCaptchaAfter).fill('captcha.required'),
    );
  });

  it('flags the captcha on the failure that uses up the free ones', async () => {
    const answers = [];
    for (let user = 0; user < addressCaptchaAfter; user += 1) {
      const response = await loginFrom('198.51.100.2', { username: `flag${user}`, password: 'x1' });
      answers.push(response.json().value.captcha);
    }
    expect(answers.lastIndexOf(false)).toBe(addressCaptchaAfter - 2);
    expect(answers.at(-1)).toBe(true);
  });

  it('still lets a player behind that address in with a captcha, and others without one', async () => {
    const demo = { username: 'member0', password: DEMO_PASSWORD };
    expect((await loginFrom('198.51.100.1', demo)).json().errorCode).toBe('captcha.required');
    const captcha = await captchaFor(app, LUCKY7);
    const solved = await loginFrom(
      '198.51.100.1',
      { ...demo, captcha: captcha.answer },
      captcha.cookie,
    );
    expect(solved.json()).toMatchObject({ success: true, value: { userName: 'member0' } });
    expect((await loginFrom('203.0.113.9', demo)).json().success).toBe(true);
  });

  it('answers 429 once the address has used 100 failures in the hour, until the hour ends', async () => {
    const ip = '198.51.100.3';
    const free = [];
    for (let user = 0; user < addressCaptchaAfter; user += 1)
      free.push((await loginFrom(ip, { username: `lock${user}`, password: 'x1' })).statusCode);
    expect(free).toEqual(Array(addressCaptchaAfter).fill(200));
    const withCaptchas = await failWithCaptchas(ip, addressLockAfter - addressCaptchaAfter + 1);
    expect(withCaptchas.slice(0, -1)).toEqual(
      Array(addressLockAfter - addressCaptchaAfter).fill('login.failed'),
    );
    expect(withCaptchas.at(-1)).toBe('429');
    const demo = { username: 'member0', password: DEMO_PASSWORD };
    const locked = await loginFrom(ip, demo);
    expect(locked.statusCode).toBe(429);
    // Retry-After tells the truth: one second short of it the address is still locked, then not.
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(HOUR / 1000);
    clock.advance((wait - 1) * 1000);
    expect((await loginFrom(ip, demo)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await loginFrom(ip, demo)).json().success).toBe(true);
  });

  it('asks every address for a captcha when the whole tenant sees a surge of failures', async () => {
    const limits: AbuseLimits = {
      ...DEFAULT_ABUSE_LIMITS,
      login: { ...DEFAULT_ABUSE_LIMITS.login, tenantCaptchaAfter: 5 },
    };
    const surge = await testApp({ limits, trustProxy: true });
    try {
      const from = (ip: string) =>
        postLogin(
          surge.app,
          PERLAS,
          { username: `u${ip}`, password: 'x1' },
          {
            'x-forwarded-for': ip,
          },
        );
      for (let address = 1; address <= 5; address += 1)
        expect((await from(`192.0.2.${address}`)).json().errorCode).toBe('login.failed');
      expect((await from('192.0.2.99')).json().errorCode).toBe('captcha.required');
      surge.clock.advance(DEFAULT_ABUSE_LIMITS.login.tenantWindowMs);
      expect((await from('192.0.2.99')).json().errorCode).toBe('login.failed');
    } finally {
      await surge.app.close();
    }
  });
});
