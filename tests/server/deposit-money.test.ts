import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MINUTE } from '../../server/domain/clock';
import { LUCKY7, PERLAS, testApp } from './support/app';
import {
  balanceOf,
  decide,
  depositChannels,
  depositPostings,
  requestDeposit,
} from './support/deposit';
import { freshPlayer } from './support/play';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

async function pendingDeposit(merchant = LUCKY7, amount?: number) {
  const player = await freshPlayer(app, merchant, 100);
  const [channel] = await depositChannels(app, player);
  if (!channel) throw new Error('no channel');
  const answer = await requestDeposit(app, player, {
    channel: channel.code,
    amount: amount ?? channel.minAmount + 5.55,
  });
  expect(answer.success).toBe(true);
  return { player, channel, deposit: answer.value };
}

describe('approving and declining on the payment page', () => {
  it('approve credits the wallet once, through the ledger, and redirects to the site', async () => {
    const { player, deposit } = await pendingDeposit();
    expect(deposit.status).toBe('pending');
    expect(deposit.payUrl).toMatch(/^\/pay\/\d+\.[\w-]{32}/);
    const page = await app.inject({ method: 'GET', url: deposit.payUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="approve"');
    const approved = await decide(app, deposit.payUrl ?? '', 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/m/voucherCenter?deposit=${deposit.id}`);
    expect(await balanceOf(app, player)).toBeCloseTo(100 + deposit.amount, 2);
    expect(await depositPostings(app, deposit.id)).toEqual([{ amount: deposit.amount }]);

    const again = await decide(app, deposit.payUrl ?? '', 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('data-status="approved"');
    const declineLate = await decide(app, deposit.payUrl ?? '', 'decline');
    expect(declineLate.statusCode).toBe(409);
    expect(await balanceOf(app, player)).toBeCloseTo(100 + deposit.amount, 2);
    expect(await depositPostings(app, deposit.id)).toHaveLength(1);
  });

  it('concurrent approvals credit exactly once', async () => {
    const { player, deposit } = await pendingDeposit(PERLAS);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => decide(app, deposit.payUrl ?? '', 'approve')),
    );
    expect(answers.filter((answer) => answer.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    expect(await depositPostings(app, deposit.id)).toHaveLength(1);
    expect(await balanceOf(app, player)).toBeCloseTo(100 + deposit.amount, 2);
  });

  it('decline moves nothing and cannot be approved afterwards', async () => {
    const { player, deposit } = await pendingDeposit();
    expect((await decide(app, deposit.payUrl ?? '', 'decline')).statusCode).toBe(303);
    expect((await decide(app, deposit.payUrl ?? '', 'approve')).statusCode).toBe(409);
    expect(await balanceOf(app, player)).toBe(100);
    expect(await depositPostings(app, deposit.id)).toHaveLength(0);
    const read = await app.inject({
      method: 'GET',
      url: `/wps/transaction/deposit/${deposit.id}`,
      headers: { merchant: player.merchant, authorization: player.token },
    });
    const value = read.json().value;
    expect(value.status).toBe('declined');
    expect(value.decidedAt).toBeGreaterThan(0);
    expect(value.payUrl).toBeUndefined();
  });

  it('a pending deposit expires after 30 minutes and can no longer be approved', async () => {
    const { player, deposit } = await pendingDeposit();
    clock.advance(20 * MINUTE);
    expect(await balanceOf(app, player)).toBe(100); // keeps the session alive
    clock.advance(11 * MINUTE);
    const approve = await decide(app, deposit.payUrl ?? '', 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.body).toContain('data-status="expired"');
    expect(await balanceOf(app, player)).toBe(100);
  });

  it('a forged or altered payment token shows the invalid-link page and decides nothing', async () => {
    const { deposit } = await pendingDeposit();
    const [path = ''] = (deposit.payUrl ?? '').split('?');
    const forged = path.replace(/\.(.)/, (_m, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await decide(app, forged, 'approve')).statusCode).toBe(404);
    const other = path.replace(/^\/pay\/\d+/, `/pay/${deposit.id + 1}`);
    expect((await decide(app, other, 'approve')).statusCode).toBe(404);
    expect(await depositPostings(app, deposit.id)).toHaveLength(0);
  });
});

describe('requesting a deposit', () => {
  it('lists the tenant channels of each kind with limits and quick amounts', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const response = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      headers: { merchant: LUCKY7, authorization: player.token },
    });
    const value = response.json().value;
    expect(value.currency).toBe('BRL');
    expect(value.channels.map((channel: { type: string }) => channel.type).sort()).toEqual([
      'bank',
      'ewallet',
      'qr',
    ]);
    for (const channel of value.channels) {
      expect(channel.maxAmount).toBeGreaterThan(channel.minAmount);
      for (const quick of channel.quickAmounts) {
        expect(quick).toBeGreaterThanOrEqual(channel.minAmount);
        expect(quick).toBeLessThanOrEqual(channel.maxAmount);
      }
    }
  });

  it('checks the amount against the channel limits and to 2 decimals', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const [channel] = await depositChannels(app, player);
    if (!channel) throw new Error('no channel');
    const code = channel.code;
    const below = await requestDeposit(app, player, {
      channel: code,
      amount: channel.minAmount - 0.01,
    });
    expect(below.errorCode).toBe('deposit.amount.too.small');
    const above = await requestDeposit(app, player, {
      channel: code,
      amount: channel.maxAmount + 1,
    });
    expect(above.errorCode).toBe('deposit.amount.too.large');
    const fractional = await requestDeposit(app, player, {
      channel: code,
      amount: channel.minAmount + 0.001,
    });
    expect(fractional.errorCode).toBe('deposit.amount.invalid');
    const unknown = await requestDeposit(app, player, { channel: 'NOPE', amount: 100 });
    expect(unknown.errorCode).toBe('deposit.channel.unknown');
    const edge = await requestDeposit(app, player, { channel: code, amount: channel.maxAmount });
    expect(edge.success).toBe(true);
  });

  it('QR channels come with a QR image of the payment page', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const qr = (await depositChannels(app, player)).find((channel) => channel.type === 'qr');
    const answer = await requestDeposit(app, player, { channel: qr?.code ?? '', amount: 50 });
    expect(answer.value.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((answer.value.qrImage ?? '').split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<path');
  });

  it('is idempotent by requestId; the same key with another body is a conflict', async () => {
    const player = await freshPlayer(app, PERLAS, 0);
    const [channel] = await depositChannels(app, player);
    const requestId = randomUUID();
    const body = { channel: channel?.code ?? '', amount: (channel?.minAmount ?? 0) + 1, requestId };
    const first = await requestDeposit(app, player, body);
    const second = await requestDeposit(app, player, body);
    expect(first.value.replayed).toBe(false);
    expect(second.value.replayed).toBe(true);
    expect(second.value.id).toBe(first.value.id);
    const changed = await requestDeposit(app, player, { ...body, amount: body.amount + 1 });
    expect(changed.errorCode).toBe('request.conflict');
  });

  it('bounds the pending deposits of a member to 3', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const [channel] = await depositChannels(app, player);
    const body = { channel: channel?.code ?? '', amount: channel?.minAmount ?? 0 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestDeposit(app, player, body)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(3);
    expect(answers.find((answer) => !answer.success)?.errorCode).toBe('deposit.pending.limit');
    const { payUrl = '' } = answers.find((answer) => answer.success)?.value ?? {};
    await decide(app, payUrl, 'decline');
    expect((await requestDeposit(app, player, body)).success).toBe(true);
  });

  it('refuses free-trial accounts', async () => {
    const trial = await freshPlayer(app, LUCKY7, 100, 4);
    const answer = await requestDeposit(app, trial, { channel: 'PIX', amount: 50 });
    expect(answer.errorCode).toBe('function.not.available');
    expect(answer).toMatchObject({ success: false });
  });
});
