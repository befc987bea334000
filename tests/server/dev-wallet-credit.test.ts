import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, testApp } from './support/app';
import { freshPlayer, walletBalance } from './support/play';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const credit = (username: string, amount: number, requestId?: string) =>
  app.inject({
    method: 'POST',
    url: '/dev/wallet/credit',
    headers: { merchant: LUCKY7 },
    payload: { username, amount, ...(requestId ? { requestId } : {}) },
  });

describe('POST /dev/wallet/credit', () => {
  it('credits decimal major units exactly and answers the balance in them', async () => {
    const player = await freshPlayer(app, LUCKY7, 0.1);
    const first = await credit(player.username, 12.4, 'credit-1');
    // The wire's decimal, byte for byte.
    expect(first.body).toBe('{"success":true,"value":{"balance":12.5,"replayed":false}}');
    expect((await credit(player.username, 12.4, 'credit-1')).json().value).toEqual({
      balance: 12.5,
      replayed: true,
    });
    expect(await walletBalance(app, player.memberId)).toBe(12.5);
  });

  it('refuses an amount with more than 2 decimals instead of rounding it, moving nothing', async () => {
    const player = await freshPlayer(app, LUCKY7, 1);
    const answer = (await credit(player.username, 0.005)).json();
    expect(answer).toMatchObject({ success: false, errorCode: 'amount.invalid' });
    expect(await walletBalance(app, player.memberId)).toBe(1);
  });
});
