import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_ABUSE_LIMITS } from '../../server/domain/abuse-limits';
import { sendEncrypted } from './support/accounts';
import { LUCKY7, PERLAS, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
const { freePlayPerAddress, registrationsPerAddress, passwordResetsPerAddress, windowMs } =
  DEFAULT_ABUSE_LIMITS.accounts;

beforeAll(async () => {
  ({ app, clock } = await testApp({ limits: DEFAULT_ABUSE_LIMITS, trustProxy: true }));
});
afterAll(() => app.close());

const freePlay = (ip: string, merchant = LUCKY7) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant, 'x-forwarded-for': ip },
  });

/** Status codes of `times` calls of `request`, in order. */
async function statuses(times: number, request: () => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let call = 0; call < times; call += 1) codes.push((await request()).statusCode);
  return codes;
}

describe('account budgets per address', () => {
  it('opens 10 free-play accounts an hour from one address, then answers 429 with the wait', async () => {
    const codes = await statuses(freePlayPerAddress, () => freePlay('203.0.113.1'));
    expect(codes).toEqual(Array(freePlayPerAddress).fill(200));
    const refused = await freePlay('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: windowMs / 1000 },
    });
  });

  it('keeps other addresses and other tenants apart, and opens again after the hour', async () => {
    expect((await freePlay('203.0.113.2')).statusCode).toBe(200);
    expect((await freePlay('203.0.113.1', PERLAS)).statusCode).toBe(200);
    expect((await freePlay('203.0.113.1')).statusCode).toBe(429);
    clock.advance(windowMs);
    expect((await freePlay('203.0.113.1')).statusCode).toBe(200);
  });

  it('counts registrations whatever their outcome, before any password is hashed', async () => {
    const register = () =>
      sendEncrypted(
        app,
        LUCKY7,
        'PUT',
        '/wps/member/register',
        { username: 'x', password: 'short', confirmPassword: 'other' },
        { 'x-forwarded-for': '203.0.113.3' },
      );
    const codes = await statuses(registrationsPerAddress + 1, register);
    expect(codes.slice(0, registrationsPerAddress)).toEqual(
      Array(registrationsPerAddress).fill(200),
    );
    expect(codes.at(-1)).toBe(429);
  });

  it('limits password-reset requests, which answer alike for known and unknown accounts', async () => {
    const forgot = () =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/forgot',
        headers: { merchant: LUCKY7, 'x-forwarded-for': '203.0.113.4' },
        payload: { username: 'nobody', email: 'nobody@example.com' },
      });
    const codes = await statuses(passwordResetsPerAddress + 1, forgot);
    expect(codes.slice(0, passwordResetsPerAddress)).toEqual(
      Array(passwordResetsPerAddress).fill(200),
    );
    expect(codes.at(-1)).toBe(429);
  });
});
