import type { FastifyInstance } from 'fastify';

import { buildApp, type AppOptions } from '../../../server/app';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-members';
import { scaleAbuseLimits } from '../../../server/domain/abuse-limits';
import { sendEncrypted } from './accounts';
import { manualClock } from './clock';
import { seededDb } from './snapshot';

/** Merchant codes of the demo tenants: lucky7 and royal88 encrypt (tcg), perlas does not. */
export const LUCKY7 = 'LUCKY7BR';
export const ROYAL88 = 'ROYAL88';
export const PERLAS = 'PERLASPH';

/**
 * Every request of a test comes from 127.0.0.1, so the per-address budgets are raised 100× (as on the
 * e2e server); tests of those budgets pass `limits: DEFAULT_ABUSE_LIMITS`.
 */
export const TEST_LIMITS = scaleAbuseLimits(100);

/** One in-memory app per test file (from a seeded snapshot) with a clock the test moves. */
export async function testApp(options: AppOptions = {}) {
  const clock = manualClock();
  const app = await buildApp({
    now: clock,
    dev: true,
    db: await seededDb(clock),
    // The snapshot holds the demo tenants, seeded; other tenants or databases are seeded as usual.
    seeded: !options.tenants && !options.tenantsDir && !options.db,
    limits: TEST_LIMITS,
    ...options,
  });
  return { app, clock };
}

/** Logs in through the encrypted TCG form (valid for every tenant) and returns the raw answer. */
export async function postLogin(
  app: FastifyInstance,
  merchant: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return sendEncrypted(app, merchant, 'POST', '/wps/session/login', payload, headers);
}

/** Logs a demo account in and returns its token. */
export async function loginToken(
  app: FastifyInstance,
  merchant: string,
  username: string,
): Promise<string> {
  const response = await postLogin(app, merchant, {
    username,
    password: DEMO_PASSWORD,
    type: 'username',
  });
  const token = response.json<{ value?: { token?: string } }>().value?.token;
  if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
  return token;
}

/** GET a `/wps` path as a merchant, optionally with a token. */
export function getAs(app: FastifyInstance, merchant: string, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { merchant, ...(token ? { authorization: token } : {}) },
  });
}
