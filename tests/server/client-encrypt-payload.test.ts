import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { encryptPayload, type FetchRsaKey, resetRsaKeyCache } from '../../src/lib/crypto/tcg';
import { LUCKY7, testApp } from './support/app';

let app: FastifyInstance;

// encryptPayload() is given the modulus request; here that request goes to the app.
const fetchKeyFromApp: FetchRsaKey = async ({ method, path }) => {
  const response = await app.inject({ method, url: path, headers: { merchant: LUCKY7 } });
  return response.json<{ value: string }>().value;
};

beforeAll(async () => {
  ({ app } = await testApp());
  // The site caches the modulus per page; files sharing this worker talk to other apps' keys.
  resetRsaKeyCache();
});
afterAll(() => app.close());

describe("the site's encryptPayload() against the server", () => {
  it('logs in with exactly what the client sends', async () => {
    const { body, headers } = await encryptPayload(
      { username: 'agent42', password: DEMO_PASSWORD, type: 'username' },
      fetchKeyFromApp,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: LUCKY7, encryption: headers.Encryption },
      payload: body,
    });
    expect(response.json()).toMatchObject({
      success: true,
      value: { userName: 'agent42', customerType: 42 },
    });
  });
});
