import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { movableClock } from '../../server/domain/clock';
import { seededDb } from './support/snapshot';

describe('the development clock (/dev/clock)', () => {
  const clock = movableClock(() => Date.UTC(2025, 5, 1, 12));
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ now: clock, dev: true, db: await seededDb(clock) });
  });
  afterAll(() => app.close());

  const readClock = async () =>
    (await app.inject({ method: 'GET', url: '/dev/clock' })).json<{ value: { now: number } }>()
      .value.now;

  it('moves the server time forward for every later request', async () => {
    const before = await readClock();
    const answer = await app.inject({
      method: 'POST',
      url: '/dev/clock/advance',
      payload: { ms: 61_000 },
    });
    expect(answer.json()).toMatchObject({ success: true, value: { now: before + 61_000 } });
    expect(await readClock()).toBe(before + 61_000);
  });

  it('never moves it back', async () => {
    const before = await readClock();
    const answer = await app.inject({
      method: 'POST',
      url: '/dev/clock/advance',
      payload: { ms: -5_000 },
    });
    expect(answer.statusCode).toBe(400);
    expect(await readClock()).toBe(before);
  });
});

describe('without development routes', () => {
  it('has no clock to move', async () => {
    const clock = movableClock();
    const app = await buildApp({ now: clock, dev: false, db: await seededDb(clock) });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/dev/clock/advance',
        payload: { ms: 1 },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
