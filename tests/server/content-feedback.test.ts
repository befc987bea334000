import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Feedback, FeedbackPage } from '../../contract/content';
import { LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { call, registerLucky7 } from './support/content';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const submit = (token: string, body: Record<string, unknown>, merchant = LUCKY7) =>
  call<Feedback>(app, merchant, token, 'PUT', '/wps/member/feedback', body);
const mine = async (token: string) =>
  (await call<FeedbackPage>(app, LUCKY7, token, 'GET', '/wps/member/feedback')).value;

describe('feedback (FEEDBACK3)', () => {
  it('publishes its types and bounds', async () => {
    const { token } = await registerLucky7(app);
    const settings = await call(app, LUCKY7, token, 'GET', '/wps/member/feedback/settings');
    expect(settings.value).toEqual({
      types: ['SUGGESTION', 'BUG', 'DEPOSIT', 'WITHDRAW', 'GAME', 'OTHER'],
      minLength: 10,
      maxLength: 500,
      dailyMax: 5,
    });
  });

  it('stores a feedback within the bounds and lists it, newest first, pending until answered', async () => {
    const { token } = await registerLucky7(app);
    const saved = await submit(token, {
      type: 'GAME',
      content: '  The slot froze after a big win.  ',
    });
    expect(saved.value).toMatchObject({
      type: 'GAME',
      content: 'The slot froze after a big win.',
      status: 'PENDING',
    });
    const reply = await app.inject({
      method: 'POST',
      url: '/dev/feedback/reply',
      payload: { tenant: 'lucky7', id: saved.value.id, reply: 'Fixed, thanks!' },
    });
    expect(reply.json().value).toMatchObject({ status: 'REPLIED', reply: 'Fixed, thanks!' });
    expect((await mine(token)).content).toEqual([
      expect.objectContaining({ id: saved.value.id, status: 'REPLIED' }),
    ]);
  });

  it("refuses content outside 'between 10 and 500 words' (characters, trimmed, emoji count once)", async () => {
    const { token } = await registerLucky7(app);
    const short = await submit(token, { type: 'BUG', content: '   too short  ' });
    expect(short).toMatchObject({
      success: false,
      errorCode: 'feedback.content.length',
      message: 'between 10 and 500 words',
      value: { minLength: 10, maxLength: 500 },
    });
    expect((await submit(token, { type: 'BUG', content: 'x'.repeat(501) })).errorCode).toBe(
      'feedback.content.length',
    );
    expect((await submit(token, { type: 'BUG', content: '😀'.repeat(10) })).success).toBe(true);
    expect((await submit(token, { type: 'NOPE', content: 'a valid text here' })).status).toBe(400);
    expect((await mine(token)).totalCount).toBe(1);
  });

  it('allows five a day', async () => {
    const { token } = await registerLucky7(app);
    for (let index = 0; index < 5; index += 1)
      expect(
        (await submit(token, { type: 'OTHER', content: `feedback number ${index}` })).success,
      ).toBe(true);
    expect((await submit(token, { type: 'OTHER', content: 'one too many here' })).errorCode).toBe(
      'feedback.too.many',
    );
  });

  it('is off without FEEDBACK3, refuses free trials and keeps members apart', async () => {
    const perlas = await loginToken(app, PERLAS, 'member0');
    expect(
      (await submit(perlas, { type: 'BUG', content: 'perlas has no feedback' }, PERLAS)).errorCode,
    ).toBe('function.not.available');
    const trial = await loginToken(app, ROYAL88, 'trial4');
    const refused = await submit(
      trial,
      { type: 'BUG', content: 'trial cannot send this' },
      ROYAL88,
    );
    expect(refused).toMatchObject({
      errorCode: 'function.not.available',
      message: 'Please login an actual account to use this function',
    });
    const member = await loginToken(app, LUCKY7, 'member0');
    expect((await mine(member)).content).toEqual([
      expect.objectContaining({ type: 'SUGGESTION', status: 'REPLIED' }),
    ]);
  });
});
