import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendEncrypted, sendJson } from './support/accounts';
import { getAs, LUCKY7, loginToken, PERLAS, testApp } from './support/app';
import { hostileRequest, type HostileRequest } from './support/hostile-input';

let app: FastifyInstance;
let token: string;
const errorLogs: string[] = [];

beforeAll(async () => {
  const logger = { level: 'error', stream: { write: (line: string) => errorLogs.push(line) } };
  ({ app } = await testApp({ logger }));
  token = await loginToken(app, PERLAS, 'member0');
});
afterAll(() => app.close());

function expectRefused(response: { statusCode: number; json: () => unknown }, pointer: string) {
  expect(response.statusCode).toBe(400);
  const answer = response.json() as { errorCode: string; message: string };
  expect(answer.errorCode).toBe('invalid.request');
  expect(answer.message.startsWith(`${pointer} `)).toBe(true);
}

describe('hostile input answers 400 naming the field', () => {
  it('refuses a NUL byte in a plain or an encrypted login', async () => {
    const payload = { username: 'a\u0000b', password: 'x' };
    expectRefused(
      await sendJson(app, PERLAS, 'POST', '/wps/session/login', payload),
      'body/username',
    );
    const encrypted = await sendEncrypted(app, LUCKY7, 'POST', '/wps/session/login', payload);
    expectRefused(encrypted, 'body/username');
  });

  it('refuses a NUL byte in a password reset', async () => {
    const payload = { username: 'member\u00000', code: '123456', newPassword: 'Demo1234' };
    const response = await sendJson(app, PERLAS, 'POST', '/wps/member/password/reset', payload);
    expectRefused(response, 'body/username');
  });

  it('refuses control characters in the game list name filter', async () => {
    for (const name of ['a%00b', 'a%01b', 'a%7Fb']) {
      const url = `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${name}`;
      expectRefused(await getAs(app, PERLAS, url), 'querystring/gameName');
    }
  });

  it('refuses page numbers and sizes that are not bounded integers', async () => {
    for (const [key, value] of [
      ['pageSize', 'Infinity'],
      ['pageNo', 'Infinity'],
      ['pageSize', '1e400'],
      ['pageNo', '9007199254740993'],
      ['pageSize', '101'],
    ]) {
      const url = `/wps/relay/GCSGAME_gameList?gameType=RNG&${key}=${value}`;
      expectRefused(await getAs(app, PERLAS, url), `querystring/${key}`);
    }
  });

  it('refuses a bank card id out of the id range', async () => {
    for (const bankCardId of [1e20, 2 ** 53, -1]) {
      const payload = { amount: 100, bankCardId, requestId: 'request-0001' };
      const response = await sendJson(app, PERLAS, 'POST', '/wps/transaction/withdraw', payload, {
        authorization: token,
      });
      expectRefused(response, 'body/bankCardId');
    }
  });

  it('refuses lottery ids and counts past their integer columns', async () => {
    const bet = { playId: 'x', content: '1', unit: 1, multiple: 3e9, betCount: 1, amount: 1 };
    const slip = { gameId: 1001, numero: '1', clientKey: 'bounds-key-0001', bets: [bet] };
    const response = await sendJson(app, PERLAS, 'POST', '/lgw/orders/betting', slip, {
      authorization: token,
    });
    expectRefused(response, 'body/bets/0/multiple');
    expectRefused(
      await getAs(app, PERLAS, '/lgw/numeros/current?gameId=3000000000'),
      'querystring/gameId',
    );
  });

  it('logged none of the refusals as an error', () => {
    expect(errorLogs).toEqual([]);
  });
});

describe('seeded fuzz over the public endpoints', () => {
  const send = (request: HostileRequest) =>
    app.inject({
      method: request.method,
      url: request.url,
      query: request.query,
      payload: request.body,
      headers: { merchant: PERLAS, ...(request.signedIn ? { authorization: token } : {}) },
    });

  it('never answers 500 and never logs an error', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const response = await send(request);
        if (response.statusCode >= 500)
          failures.push(`${JSON.stringify(request)} → ${response.body}`);
      }),
      { seed: 15_2026, numRuns: 200 },
    );
    expect(failures).toEqual([]);
    expect(errorLogs).toEqual([]);
  });
});
