import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, LUCKY7, loginToken, ROYAL88, testApp } from './support/app';
import { freshPlayer, ledgerSum, walletBalance } from './support/play';
import { cardOf, decide, report, withdraw } from './support/withdraw';

describe('withdrawal tenant isolation and seeds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  it('a token of merchant A reads and moves nothing of merchant B', async () => {
    const royal = await freshPlayer(app, ROYAL88, 300);
    const royalCard = await cardOf(app, royal);
    const { id } = (await withdraw(app, royal, { amount: 50, bankCardId: royalCard })).json().value
      .withdrawal;

    const lucky = await freshPlayer(app, LUCKY7, 300);
    const asRoyal = await getAs(app, ROYAL88, '/wps/member/bankCard', lucky.token);
    expect(asRoyal.statusCode).toBe(401);
    const stolenCard = await withdraw(
      app,
      { ...lucky, merchant: LUCKY7 },
      { amount: 50, bankCardId: royalCard },
    );
    expect(stolenCard.json().errorCode).toBe('bankcard.not.found');
    expect((await report(app, lucky)).value.totalCount).toBe(0);
    expect(
      (await getAs(app, LUCKY7, '/wps/member/bankCard', lucky.token)).json().value.cards,
    ).toEqual([]);
    expect((await decide(app, LUCKY7, id, 'reject')).json().errorCode).toBe('withdrawal.not.found');
    expect(await walletBalance(app, royal.memberId)).toBe(250);
  });

  it('seeds a card and an approved and a rejected withdrawal, keeping the documented balance', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const member = { token, merchant: LUCKY7, memberId: 0, username: 'member0' };
    const page = (await report(app, member)).value;
    expect(page.content.map((row: { status: string }) => row.status)).toEqual([
      'rejected',
      'approved',
    ]);
    expect(page.content[0]).toMatchObject({ amount: 150, reason: 'Account name does not match.' });
    const balance = (await getAs(app, LUCKY7, '/wps/wallets/balance', token)).json().value
      .sumBalance;
    expect(balance).toBe(1000);
    const [row] = await app.deps.db.query<{ id: number }>(
      "SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = 'member0'",
    );
    expect(await ledgerSum(app, row?.id ?? 0)).toBe(1000);
    const cards = (await getAs(app, LUCKY7, '/wps/member/bankCard', token)).json().value.cards;
    expect(cards).toHaveLength(1);
  });
});
