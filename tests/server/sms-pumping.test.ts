import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AbuseLimits, DEFAULT_ABUSE_LIMITS } from '../../server/domain/abuse-limits';
import { HOUR } from '../../server/domain/clock';
import { smsRefusalCounts } from '../../server/domain/sms-refusals';
import { captchaFor, freshMobile, outbox } from './support/accounts';
import { LUCKY7, PERLAS, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
const { addressCaptchaAfter, addressMax } = DEFAULT_ABUSE_LIMITS.sms;

beforeAll(async () => {
  ({ app, clock } = await testApp({ limits: DEFAULT_ABUSE_LIMITS, trustProxy: true }));
});
afterAll(() => app.close());

/** Asks a registration code for a new number from client address `ip`, as a guest. */
function askCode(ip: string, extra: { captcha?: string; cookie?: string } = {}, merchant = LUCKY7) {
  return app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: { merchant, 'x-forwarded-for': ip, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: { mobileNo: freshMobile(), countryDialingCode: '55', captcha: extra.captcha },
  });
}

const answerOf = (response: Awaited<ReturnType<typeof askCode>>) =>
  response.statusCode === 429
    ? '429'
    : response.json().success
      ? 'sent'
      : response.json().errorCode;

async function refusals(tenantId: string) {
  const counts = await smsRefusalCounts(app.deps.db);
  return Object.fromEntries(
    counts.filter((row) => row.tenantId === tenantId).map((row) => [row.reason, row.refused]),
  );
}

describe('SMS pumping from one address', () => {
  it('sends 3 codes to new numbers, then asks for a captcha, and counts the refusals', async () => {
    const answers = [];
    for (let number = 0; number < 25; number += 1)
      answers.push(answerOf(await askCode('198.51.100.1')));
    expect(answers).toEqual([
      ...Array(addressCaptchaAfter).fill('sent'),
      ...Array(25 - addressCaptchaAfter).fill('captcha.required'),
    ]);
    const sms = await outbox(app, { channel: 'sms' });
    expect(sms).toHaveLength(addressCaptchaAfter);
    expect(await refusals('lucky7')).toEqual({ captcha: 25 - addressCaptchaAfter });
  });

  it('sends with a solved captcha up to 20 an hour, then 429 until the hour ends', async () => {
    const ip = '198.51.100.2';
    for (let number = 0; number < addressCaptchaAfter; number += 1)
      expect(answerOf(await askCode(ip))).toBe('sent');
    const wrong = await captchaFor(app, LUCKY7);
    const refused = await askCode(ip, { captcha: `${wrong.answer}9`, cookie: wrong.cookie });
    expect(refused.json()).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });
    const answers = [];
    // The wrong captcha used request 4 of the hour: 5 to 20 are sent, 21 is refused.
    for (let request = addressCaptchaAfter + 2; request <= addressMax + 1; request += 1) {
      const captcha = await captchaFor(app, LUCKY7);
      answers.push(
        answerOf(await askCode(ip, { captcha: captcha.answer, cookie: captcha.cookie })),
      );
    }
    expect(answers).toEqual([...Array(addressMax - addressCaptchaAfter - 1).fill('sent'), '429']);
    clock.advance(HOUR);
    expect(answerOf(await askCode(ip))).toBe('sent');
    expect(await refusals('lucky7')).toMatchObject({ captcha: 23, address: 1 });
  });

  it('leaves other addresses and other tenants their own budgets', async () => {
    expect(answerOf(await askCode('203.0.113.5'))).toBe('sent');
    expect(answerOf(await askCode('198.51.100.1', {}, PERLAS))).toBe('sent');
  });

  it('counts numbers refused by their own resend limit', async () => {
    const mobile = freshMobile();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { merchant: LUCKY7, 'x-forwarded-for': '203.0.113.6' },
        payload: { mobileNum: mobile, countryDialingCode: '55' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    expect(await refusals('lucky7')).toMatchObject({ number: 1 });
  });
});

describe('SMS pumping from many addresses', () => {
  it('stops a tenant at its hourly cap', async () => {
    const limits: AbuseLimits = {
      ...DEFAULT_ABUSE_LIMITS,
      sms: { ...DEFAULT_ABUSE_LIMITS.sms, tenantMax: 4 },
    };
    const capped = await testApp({ limits, trustProxy: true });
    try {
      const answers = [];
      for (let address = 1; address <= 5; address += 1) {
        const response = await capped.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          headers: { merchant: PERLAS, 'x-forwarded-for': `192.0.2.${address}` },
          payload: { mobileNo: freshMobile(), countryDialingCode: '63' },
        });
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 200, 429]);
      expect(await smsRefusalCounts(capped.app.deps.db)).toEqual([
        { tenantId: 'perlas', reason: 'tenant', refused: 1 },
      ]);
    } finally {
      await capped.app.close();
    }
  });
});
