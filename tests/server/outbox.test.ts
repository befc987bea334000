import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, ROYAL88, testApp } from './support/app';
import { captchaFor, outbox } from './support/accounts';

let app: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
  ({ app: production } = await testApp({ dev: false }));
});
afterAll(async () => {
  await app.close();
  await production.close();
});

describe('development outbox', () => {
  it('records captcha answers, newest first, filtered by recipient and channel', async () => {
    const first = await captchaFor(app, ROYAL88);
    const second = await captchaFor(app, ROYAL88);
    const captchas = await outbox(app, { channel: 'captcha' });
    expect(captchas.map((entry) => entry.to).slice(0, 2)).toEqual([second.id, first.id]);
    expect(captchas[0]).toMatchObject({
      channel: 'captcha',
      tenant: 'royal88',
      code: second.answer,
    });
    expect(await outbox(app, { to: first.id })).toHaveLength(1);
    expect(await outbox(app, { channel: 'email' })).toEqual([]);
  });

  it('is off in production, where nothing is recorded', async () => {
    const captcha = await getAs(production, ROYAL88, '/wps/captcha');
    expect(captcha.json().success).toBe(true);
    const response = await production.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    const social = await getAs(production, ROYAL88, '/wps/system/social');
    expect(social.json().value).toEqual([]);
  });

  it('limits captcha images per client', async () => {
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i += 1)
      status = (await getAs(production, ROYAL88, '/wps/captcha')).statusCode;
    expect(status).toBe(429);
  });
});
