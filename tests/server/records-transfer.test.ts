import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setPaymentPassword } from '../../server/domain/payment-password';
import { getAs, LUCKY7, loginToken, ROYAL88, testApp } from './support/app';
import { freshPlayer, ledgerSum, TENANT_OF, walletBalance } from './support/play';
import { ledgerRows, memberWithUpline, transfer } from './support/records';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const PATH = '/wps/relay/MCSFE_transferToUpline';

describe('transfer to upline', () => {
  it('moves money member → upline in one step: transfer.out and transfer.in with one reference', async () => {
    const { member, upline } = await memberWithUpline(app, LUCKY7, 100, 20);
    const requestId = randomUUID();
    const answer = (await transfer(app, member, { amount: 12.34, requestId })).json();
    expect(answer).toMatchObject({
      success: true,
      value: {
        amount: 12.34,
        balanceAfter: 87.66,
        upline: upline.username,
        requestId,
        replayed: false,
      },
    });
    expect(await walletBalance(app, member.memberId)).toBe(87.66);
    expect(await walletBalance(app, upline.memberId)).toBe(32.34);
    expect((await ledgerRows(app, member.memberId)).at(-1)).toEqual({
      kind: 'transfer.out',
      amount: -12.34,
      reference: requestId,
    });
    expect((await ledgerRows(app, upline.memberId)).at(-1)).toEqual({
      kind: 'transfer.in',
      amount: 12.34,
      reference: requestId,
    });
    const info = (await getAs(app, LUCKY7, PATH, member.token)).json().value;
    expect(info).toMatchObject({ upline: upline.username, passwordRequired: false });
    expect(info.transfers.map((row: { requestId: string }) => row.requestId)).toEqual([requestId]);
    const agentView = (
      await getAs(app, LUCKY7, '/wps/report/transaction?types=A', upline.token)
    ).json().value;
    expect(agentView.content[0]).toMatchObject({
      kind: 'transfer.in',
      counterparty: member.username,
    });
  });

  it('conserves money under 30 concurrent transfers and never overdraws', async () => {
    const { member, upline } = await memberWithUpline(app, LUCKY7, 100, 50);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => transfer(app, member, { amount: 7 })),
    );
    const codes = answers.map((response) => response.json().errorCode ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(14);
    expect(codes.filter((code) => code === 'insufficient.balance')).toHaveLength(16);
    const memberBalance = await walletBalance(app, member.memberId);
    const uplineBalance = await walletBalance(app, upline.memberId);
    expect(memberBalance).toBe(2);
    expect(Math.round(((memberBalance ?? 0) + (uplineBalance ?? 0)) * 100) / 100).toBe(150);
    expect(await ledgerSum(app, member.memberId)).toBe(memberBalance);
    expect(await ledgerSum(app, upline.memberId)).toBe(uplineBalance);
  });

  it('is idempotent: a repeat (even concurrent) moves nothing; another amount is a conflict', async () => {
    const { member, upline } = await memberWithUpline(app, LUCKY7, 100, 0);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(app, member, { amount: 10, requestId })),
    );
    const values = answers.map((response) => response.json().value);
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    expect(new Set(values.map((value) => value.id)).size).toBe(1);
    expect(values.every((value) => value.balanceAfter === 90)).toBe(true);
    expect(await walletBalance(app, member.memberId)).toBe(90);
    expect(await walletBalance(app, upline.memberId)).toBe(10);
    const other = (await transfer(app, member, { amount: 11, requestId })).json();
    expect(other).toMatchObject({ success: false, errorCode: 'request.conflict' });
    expect(await walletBalance(app, member.memberId)).toBe(90);
  });

  it('validates the amount on the server', async () => {
    const { member } = await memberWithUpline(app, LUCKY7, 100);
    for (const amount of [0, -5, 0.5, 1.234, 2_000_000]) {
      const answer = (await transfer(app, member, { amount })).json();
      expect(answer.errorCode).toBe('amount.invalid');
    }
    expect((await transfer(app, member, { amount: 1.5, requestId: 'short' })).statusCode).toBe(400);
    expect(await walletBalance(app, member.memberId)).toBe(100);
  });

  it('asks for the payment password once the member has one', async () => {
    const { member, upline } = await memberWithUpline(app, LUCKY7, 100);
    await setPaymentPassword(app.deps.db, TENANT_OF[LUCKY7] ?? '', member.memberId, '246810');
    expect((await getAs(app, LUCKY7, PATH, member.token)).json().value.passwordRequired).toBe(true);
    expect((await transfer(app, member, { amount: 5 })).json().errorCode).toBe(
      'invalid.payment.pw',
    );
    expect((await transfer(app, member, { amount: 5, password: '135790' })).json().errorCode).toBe(
      'invalid.payment.pw',
    );
    expect((await transfer(app, member, { amount: 5, password: '246810' })).json().success).toBe(
      true,
    );
    expect(await walletBalance(app, upline.memberId)).toBe(5);
  });

  it('is refused without the flag, to trials, to type 2 and without an upline (of this tenant)', async () => {
    const notAvailable = { success: false, errorCode: 'function.not.available' };
    const royal = await memberWithUpline(app, ROYAL88, 100);
    expect((await transfer(app, royal.member, { amount: 5 })).json()).toMatchObject(notAvailable);
    expect((await getAs(app, ROYAL88, PATH, royal.member.token)).json()).toMatchObject(
      notAvailable,
    );
    const typeTwo = await memberWithUpline(app, LUCKY7, 100, 0, 2);
    expect((await transfer(app, typeTwo.member, { amount: 5 })).json()).toMatchObject(notAvailable);
    const trial = await freshPlayer(app, LUCKY7, 100, 4);
    expect((await transfer(app, trial, { amount: 5 })).json()).toMatchObject({
      ...notAvailable,
      message: 'Please login an actual account to use this function',
    });
    const alone = await freshPlayer(app, LUCKY7, 100);
    expect((await transfer(app, alone, { amount: 5 })).json().errorCode).toBe('upline.not.found');
    // An upline pointing into another tenant is no upline.
    await app.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
      royal.upline.memberId,
      alone.memberId,
    ]);
    expect((await transfer(app, alone, { amount: 5 })).json().errorCode).toBe('upline.not.found');
    expect(await walletBalance(app, alone.memberId)).toBe(100);
    expect(await walletBalance(app, royal.upline.memberId)).toBe(0);
  });

  it('lets demo member0 see its upline agent1', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    expect((await getAs(app, LUCKY7, PATH, token)).json().value.upline).toBe('agent1');
  });
});
