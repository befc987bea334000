import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setPaymentPassword } from '../../server/domain/payment-password';
import { getAs, LUCKY7, ROYAL88, testApp } from './support/app';
import { freshPlayer, walletBalance } from './support/play';
import { cardOf, withdraw } from './support/withdraw';

describe('payment password on withdrawals', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  it('asks for one when none is set, refuses a wrong one, accepts the right one', async () => {
    const player = await freshPlayer(app, LUCKY7, 500);
    const bankCardId = await cardOf(app, player);
    const has = () => getAs(app, LUCKY7, '/wps/member/hasWithdrawalPassword', player.token);
    expect((await has()).json().value).toBe(false);
    const missing = (
      await withdraw(app, player, { amount: 50, bankCardId, password: '123456' })
    ).json();
    expect(missing.errorCode).toBe('not.exists.payment.password');

    await setPaymentPassword(app.deps.db, 'lucky7', player.memberId, '135790');
    expect((await has()).json().value).toBe(true);
    const settings = (
      await getAs(app, LUCKY7, '/wps/relay/MCSFE_getWithdrawSettings', player.token)
    ).json();
    expect(settings.value).toMatchObject({ needPassword: true, hasPassword: true });
    const wrong = (
      await withdraw(app, player, { amount: 50, bankCardId, password: '000000' })
    ).json();
    expect(wrong.errorCode).toBe('invalid.payment.pw');
    const none = (await withdraw(app, player, { amount: 50, bankCardId })).json();
    expect(none.errorCode).toBe('invalid.payment.pw');
    expect(await walletBalance(app, player.memberId)).toBe(500);

    const right = (
      await withdraw(app, player, { amount: 50, bankCardId, password: '135790' })
    ).json();
    expect(right.value).toMatchObject({
      balance: 450,
      withdrawal: { amount: 50, fee: 0.5, netAmount: 49.5 },
    });
  });

  it('is skipped where WDRAWNOPASSVERIF3 is on (royal88), even without a password set', async () => {
    const player = await freshPlayer(app, ROYAL88, 500);
    const bankCardId = await cardOf(app, player);
    const settings = (
      await getAs(app, ROYAL88, '/wps/relay/MCSFE_getWithdrawSettings', player.token)
    ).json();
    expect(settings.value).toMatchObject({ needPassword: false, hasPassword: false });
    const answer = (await withdraw(app, player, { amount: 50, bankCardId })).json();
    expect(answer.value.balance).toBe(450);
  });
});
