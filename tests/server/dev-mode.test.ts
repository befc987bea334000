import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../server/app';
import { DevModeInProductionError } from '../../server/dev-mode';
import { manualClock } from './support/clock';
import { seededDb } from './support/snapshot';

const DEV_ROUTES = [
  ['GET', '/dev/outbox'],
  ['POST', '/dev/clock/advance'],
  ['POST', '/dev/code-sends/age'],
  ['POST', '/dev/status'],
] as const;

async function statusesOf(dev: boolean | undefined) {
  const clock = manualClock();
  const app = await buildApp({ now: clock, db: await seededDb(clock), dev });
  try {
    const answers = await Promise.all(
      DEV_ROUTES.map(([method, url]) => app.inject({ method, url, payload: {} })),
    );
    return answers.map((answer) => answer.statusCode);
  } finally {
    await app.close();
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('the development back office', () => {
  it('is absent unless asked for', async () => {
    expect(await statusesOf(undefined)).toEqual([404, 404, 404, 404]);
  });

  it('is there with dev: true', async () => {
    expect((await statusesOf(true)).every((status) => status !== 404)).toBe(true);
  });

  it('is refused with NODE_ENV=production before the database is touched', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(buildApp({ dev: true, tenants: [] })).rejects.toBeInstanceOf(
      DevModeInProductionError,
    );
  });
});
