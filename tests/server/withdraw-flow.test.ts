import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import { HOUR } from '../../server/domain/clock';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import { freshPlayer, ledgerSum, renewSession, walletBalance } from './support/play';
import {
  cardOf,
  decide,
  newRequestId,
  putCard,
  report,
  setRules,
  withdraw,
} from './support/withdraw';

describe('withdrawals', () => {
  let app: FastifyInstance;
  let clock: Awaited<ReturnType<typeof testApp>>['clock'];
  beforeAll(async () => {
    ({ app, clock } = await testApp());
  });
  afterAll(() => app.close());

  it('answers the settings of the tenant', async () => {
    const player = await freshPlayer(app, PERLAS, 0);
    const answer = (
      await getAs(app, PERLAS, '/wps/relay/MCSFE_getWithdrawSettings', player.token)
    ).json();
    expect(answer.value).toMatchObject({
      minAmount: 100,
      maxAmount: 100_000,
      dailyCount: 3,
      usedToday: 0,
      feePercent: 0,
      feeFixed: 10,
      window: { start: '00:00', end: '24:00', timeZone: 'Asia/Manila', open: true },
      needPassword: true,
      hasPassword: false,
      currency: 'PHP',
    });
  });

  it('keeps cards validated, masked and bounded', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const added = await putCard(app, player, {
      accountNumber: '0012-3456-7890',
      holderName: ' João  da Silva ',
    });
    expect(added.value).toMatchObject({
      cardType: 'BC',
      holderName: 'João da Silva',
      accountNumber: '**** 7890',
    });
    expect(JSON.stringify(added)).not.toContain('1234567890');
    expect((await putCard(app, player, { accountNumber: '0012-3456-7890' })).errorCode).toBe(
      'bankcard.exists',
    );
    expect((await putCard(app, player, { accountNumber: '12ab' })).errorCode).toBe(
      'bankcard.invalid',
    );
    expect((await putCard(app, player, { bankCode: 'GCASH' })).value).toEqual({
      field: 'bankCode',
    });
    expect((await putCard(app, player, { holderName: '1' })).value).toEqual({
      field: 'holderName',
    });
    const wallet = await putCard(app, player, { cardType: 'EW', accountNumber: '11987654321' });
    expect(wallet.value).toMatchObject({ cardType: 'EW', bankName: 'PicPay' });
    const virtual = await putCard(app, player, {
      cardType: 'VC',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    expect(virtual.value).toMatchObject({ cardType: 'VC', accountNumber: '**** bLSE' });
    await putCard(app, player);
    await putCard(app, player);
    expect((await putCard(app, player)).errorCode).toBe('bankcard.limit');
    const list = (await getAs(app, LUCKY7, '/wps/member/bankCard', player.token)).json().value;
    expect(list.maxCards).toBe(5);
    expect(list.cards).toHaveLength(5);
    for (const card of list.cards) expect(card.accountNumber).toMatch(/^\*{4} \w{4}$/);
  });

  it('debits at request time, pending, with fee and net', async () => {
    const player = await freshPlayer(app, ROYAL88, 300);
    const bankCardId = await cardOf(app, player);
    const answer = (await withdraw(app, player, { amount: 100, bankCardId })).json();
    expect(answer.value).toMatchObject({ balance: 200, replayed: false });
    expect(answer.value.withdrawal).toMatchObject({
      amount: 100,
      fee: 2.5,
      netAmount: 97.5,
      status: 'pending',
      bankCard: {
        id: bankCardId,
        cardType: 'BC',
        accountNumber: expect.stringMatching(/^\*{4} \d{4}$/),
      },
    });
    expect(answer.value.withdrawal.orderNo).toMatch(/^WD\d{8}$/);
    const [row] = await app.deps.db.query<{ kind: string; reference: string; amount: number }>(
      `SELECT kind, reference, amount FROM ledger_entries WHERE member_id = $1 AND kind = 'withdraw'`,
      [player.memberId],
    );
    expect(row).toEqual({
      kind: 'withdraw',
      reference: String(answer.value.withdrawal.id),
      amount: toMinor(-100),
    });
  });

  it('checks amounts on the server', async () => {
    const player = await freshPlayer(app, ROYAL88, 50_000);
    const bankCardId = await cardOf(app, player);
    const code = async (amount: number | string) =>
      (await withdraw(app, player, { amount, bankCardId })).json().errorCode;
    expect(await code(9.99)).toBe('withdraw.amount.below.min');
    expect(await code(20_000.01)).toBe('withdraw.amount.above.max');
    expect(await code(10.005)).toBe('withdraw.amount.invalid');
    expect(await code('abc')).toBe('withdraw.amount.invalid');
    expect(await code(-5)).toBe('withdraw.amount.invalid');
    expect(
      (await withdraw(app, player, { amount: 10, bankCardId: 999_999 })).json().errorCode,
    ).toBe('bankcard.not.found');
    expect(await walletBalance(app, player.memberId)).toBe(50_000);
  });

  it('is idempotent per request id and refuses a reused id with another body', async () => {
    const player = await freshPlayer(app, ROYAL88, 300);
    const bankCardId = await cardOf(app, player);
    const requestId = newRequestId();
    const first = (await withdraw(app, player, { amount: 40, bankCardId, requestId })).json();
    const again = (await withdraw(app, player, { amount: 40, bankCardId, requestId })).json();
    expect(again.value).toEqual({ ...first.value, replayed: true });
    const other = (await withdraw(app, player, { amount: 41, bankCardId, requestId })).json();
    expect(other.errorCode).toBe('request.conflict');
    expect(await walletBalance(app, player.memberId)).toBe(260);
  });

  it('refunds a rejection exactly once; a decided withdrawal stays decided', async () => {
    const player = await freshPlayer(app, ROYAL88, 300);
    const bankCardId = await cardOf(app, player);
    const { id } = (await withdraw(app, player, { amount: 100, bankCardId })).json().value
      .withdrawal;
    const [once, twice] = await Promise.all([
      decide(app, ROYAL88, id, 'reject', 'Name mismatch'),
      decide(app, ROYAL88, id, 'reject', 'Name mismatch'),
    ]);
    expect([once.json().value.refunded, twice.json().value.refunded].sort()).toEqual([false, true]);
    expect((await decide(app, ROYAL88, id, 'reject')).json().value).toMatchObject({
      status: 'rejected',
      refunded: false,
    });
    expect((await decide(app, ROYAL88, id, 'approve')).json().errorCode).toBe(
      'withdrawal.already.decided',
    );
    expect(await walletBalance(app, player.memberId)).toBe(300);
    expect(await ledgerSum(app, player.memberId)).toBe(300);
    const refunds = await app.deps.db.query(
      `SELECT 1 FROM ledger_entries WHERE member_id = $1 AND kind = 'withdraw.refund' AND reference = $2`,
      [player.memberId, String(id)],
    );
    expect(refunds).toHaveLength(1);
    const row = (await report(app, player)).value.content[0];
    expect(row).toMatchObject({
      id,
      status: 'rejected',
      reason: 'Name mismatch',
      decidedAt: clock(),
    });
  });

  it('approval keeps the debit', async () => {
    const player = await freshPlayer(app, ROYAL88, 300);
    const bankCardId = await cardOf(app, player);
    const { id } = (await withdraw(app, player, { amount: 100, bankCardId })).json().value
      .withdrawal;
    expect((await decide(app, ROYAL88, id, 'approve')).json().value.status).toBe('approved');
    expect((await decide(app, ROYAL88, id, 'reject')).json().errorCode).toBe(
      'withdrawal.already.decided',
    );
    expect(await walletBalance(app, player.memberId)).toBe(200);
  });

  it('reports a page with status filter and totals', async () => {
    const player = await freshPlayer(app, ROYAL88, 1000);
    const bankCardId = await cardOf(app, player);
    const ids: number[] = [];
    for (const amount of [10, 20, 30]) {
      ids.push((await withdraw(app, player, { amount, bankCardId })).json().value.withdrawal.id);
    }
    await decide(app, ROYAL88, ids[0] ?? 0, 'reject');
    const all = (await report(app, player, '&pageSize=2')).value;
    expect(all).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    expect(all.content.map((row: { amount: number }) => row.amount)).toEqual([30, 20]);
    expect(all.footer).toMatchObject({
      totalAmount: 60,
      pendingAmount: 50,
      rejectedAmount: 10,
      approvedAmount: 0,
    });
    expect(all.footer.totalFee).toBeCloseTo(0.15 + 0.3 + 0.45 + 3, 2);
    const rejected = (await report(app, player, '&status=rejected')).value;
    expect(rejected.content.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    const elsewhere = await getAs(
      app,
      ROYAL88,
      '/wps/report/withdrawTransaction?startDate=2025-06-05&endDate=2025-06-06',
      player.token,
    );
    expect(elsewhere.json().value.totalCount).toBe(0);
  });

  it('keeps the daily count per tenant day; rejected ones do not count', async () => {
    const player = await freshPlayer(app, PERLAS, 10_000);
    const bankCardId = await cardOf(app, player);
    const { setPaymentPassword } = await import('../../server/domain/payment-password');
    await setPaymentPassword(app.deps.db, 'perlas', player.memberId, '246810');
    const send = () => withdraw(app, player, { amount: 100, bankCardId, password: '246810' });
    const first = (await send()).json().value.withdrawal.id;
    await send();
    await send();
    expect((await send()).json().errorCode).toBe('withdraw.daily.limit');
    await decide(app, PERLAS, first, 'reject');
    expect((await send()).json().success).toBe(true);
    expect((await send()).json().errorCode).toBe('withdraw.daily.limit');
    clock.advance(24 * HOUR);
    const nextDay = await renewSession(app, player);
    const answer = await withdraw(app, nextDay, { amount: 100, bankCardId, password: '246810' });
    expect(answer.json().success).toBe(true);
  });

  it('refuses outside the allowed window (tenant time zone)', async () => {
    // 12:00 UTC is 19:00 in Bangkok (royal88's country).
    await setRules(app, 'royal88', 'window_start = 540, window_end = 1080');
    const player = await freshPlayer(app, ROYAL88, 300);
    const bankCardId = await cardOf(app, player);
    const answer = (await withdraw(app, player, { amount: 20, bankCardId })).json();
    expect(answer).toMatchObject({
      errorCode: 'withdraw.outside.window',
      value: { start: '09:00', end: '18:00' },
    });
    const settings = (
      await getAs(app, ROYAL88, '/wps/relay/MCSFE_getWithdrawSettings', player.token)
    ).json();
    expect(settings.value.window).toMatchObject({ start: '09:00', end: '18:00', open: false });
    await setRules(app, 'royal88', 'window_start = 1080, window_end = 60');
    expect((await withdraw(app, player, { amount: 20, bankCardId })).json().success).toBe(true);
    await setRules(app, 'royal88', 'window_start = 0, window_end = 1440');
  });

  it('refuses trial accounts', async () => {
    const player = await freshPlayer(app, LUCKY7, 500, 4);
    expect((await putCard(app, player)).errorCode).toBe('function.not.available');
    const answer = (await withdraw(app, player, { amount: 50, bankCardId: 1 })).json();
    expect(answer).toMatchObject({
      errorCode: 'function.not.available',
      message: 'Please login an actual account to use this function',
    });
  });
});
