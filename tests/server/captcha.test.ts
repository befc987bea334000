import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { MINUTE } from '../../server/domain/clock';
import { getAs, postLogin, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

/** Reads the captcha like a person: the glyphs of the SVG spell "a+b=?". */
async function fetchCaptcha() {
  const response = await getAs(app, ROYAL88, '/wps/captcha');
  const image: string = response.json().value;
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
  const question = [...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((match) => match[1]).join('');
  const [, a, b] = /^(\d+)\+(\d+)=\?$/.exec(question) ?? [];
  const cookie = response.cookies.find((entry) => entry.name === 'captchaId');
  expect(cookie?.httpOnly).toBe(true);
  return { id: cookie?.value ?? '', answer: String(Number(a) + Number(b)) };
}

const fail = (username: string) =>
  postLogin(app, ROYAL88, { username, password: 'wrong-password' });

describe('login throttling', () => {
  it('asks for a captcha after three failures and accepts a solved one', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push((await fail('agent41')).json().value.captcha);
    expect(answers).toEqual([false, false, true]);

    const withoutCaptcha = await postLogin(app, ROYAL88, {
      username: 'agent41',
      password: DEMO_PASSWORD,
    });
    expect(withoutCaptcha.json()).toMatchObject({
      success: false,
      errorCode: 'captcha.required',
      value: { captcha: true },
    });

    const captcha = await fetchCaptcha();
    const wrong = await postLogin(
      app,
      ROYAL88,
      { username: 'agent41', password: DEMO_PASSWORD, captcha: String(Number(captcha.answer) + 1) },
      { cookie: `captchaId=${captcha.id}` },
    );
    expect(wrong.json().errorCode).toBe('captcha.invalid');

    const fresh = await fetchCaptcha();
    const solved = await postLogin(
      app,
      ROYAL88,
      { username: 'agent41', password: DEMO_PASSWORD, captcha: fresh.answer },
      { cookie: `captchaId=${fresh.id}` },
    );
    expect(solved.json()).toMatchObject({ success: true, value: { userName: 'agent41' } });
  });

  it('uses a captcha once only', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await fail('agent42');
    const captcha = await fetchCaptcha();
    const headers = { cookie: `captchaId=${captcha.id}` };
    const first = await postLogin(
      app,
      ROYAL88,
      { username: 'agent42', password: 'nope', captcha: captcha.answer },
      headers,
    );
    expect(first.json().errorCode).toBe('login.failed');
    const replay = await postLogin(
      app,
      ROYAL88,
      { username: 'agent42', password: DEMO_PASSWORD, captcha: captcha.answer },
      headers,
    );
    expect(replay.json().errorCode).toBe('captcha.invalid');
  });

  it('answers 429 after ten failures (wrong captchas count) until the window ends', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await fail('member40');
    for (let attempt = 3; attempt < 10; attempt += 1) {
      const captcha = await fetchCaptcha();
      const wrongAnswer = String(Number(captcha.answer) + 1);
      const answer = await postLogin(
        app,
        ROYAL88,
        { username: 'member40', password: DEMO_PASSWORD, captcha: wrongAnswer },
        { cookie: `captchaId=${captcha.id}` },
      );
      expect(answer.json().errorCode).toBe('captcha.invalid');
    }
    const locked = await postLogin(app, ROYAL88, { username: 'member40', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('TOO_MANY_REQUESTS');
    // The clock stood still: the whole 15-minute window is left, in the header and in the answer.
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.json().value.retryAfterSeconds).toBe(15 * 60);
    clock.advance(16 * MINUTE);
    const later = await postLogin(app, ROYAL88, { username: 'member40', password: DEMO_PASSWORD });
    expect(later.json()).toMatchObject({ success: true, value: { customerType: 40 } });
  });

  it('counts failures per username: other accounts stay captcha-free', async () => {
    const other = await postLogin(app, ROYAL88, { username: 'member0', password: DEMO_PASSWORD });
    expect(other.json().success).toBe(true);
  });
});
