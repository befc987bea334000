import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RESEND_INTERVAL_MS } from '../../server/domain/one-time-codes';
import { freshMobile, smsCode } from './support/accounts';
import { LUCKY7, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const askRegisterCode = (mobile: string) => smsCode(app, LUCKY7, 'register', mobile, '55');

const ageSends = (to: string, ms: number) =>
  app.inject({
    method: 'POST',
    url: '/dev/code-sends/age',
    payload: { tenant: 'lucky7', to, ms },
  });

describe("ageing one number's code sends (/dev/code-sends/age)", () => {
  it("opens that number's resend window and no other, without moving the clock", async () => {
    const [aged, untouched] = [freshMobile(), freshMobile()];
    const first = await askRegisterCode(aged);
    await askRegisterCode(untouched);
    expect((await askRegisterCode(aged)).response.statusCode).toBe(429);

    const startedAt = clock();
    const answer = await ageSends(first.full, RESEND_INTERVAL_MS);
    expect(answer.json()).toEqual({ success: true, value: { moved: 1 } });
    expect(clock()).toBe(startedAt);

    const again = await askRegisterCode(aged);
    expect(again.response.json()).toMatchObject({ success: true });
    expect(again.code).toMatch(/^\d{6}$/);
    expect((await askRegisterCode(untouched)).response.statusCode).toBe(429);
  });

  it('refuses a negative age', async () => {
    const answer = await ageSends(`+55${freshMobile()}`, -RESEND_INTERVAL_MS);
    expect(answer.statusCode).toBe(400);
  });
});
