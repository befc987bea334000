import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, LUCKY7, testApp } from './support/app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('a Merchant header that names no tenant', () => {
  it('says the header is missing, never "Unknown merchant undefined"', async () => {
    for (const headers of [{}, { merchant: '' }, { merchant: '   ' }]) {
      const response = await app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers });
      expect(response.json()).toEqual({
        success: false,
        value: null,
        errorCode: 'function.not.available',
        message: 'Missing Merchant header: every /wps call names its merchant code',
      });
    }
  });

  it('names an unknown code and a repeated header', async () => {
    const unknown = await getAs(app, 'NOPE', '/wps/system/whitelabel');
    expect(unknown.json().message).toBe('Unknown merchant code "NOPE"');
    const repeated = await getAs(app, `${LUCKY7}, ROYAL88`, '/wps/system/whitelabel');
    expect(repeated.json().message).toBe(
      `Repeated Merchant header: send one merchant code, not "${LUCKY7}, ROYAL88"`,
    );
  });

  it('says the same on the lottery gateway, with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/lgw/games' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Missing Merchant header: every /lgw call names its merchant code',
    );
  });
});
