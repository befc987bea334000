import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { balanceOf } from './support/deposit';
import { freshPlayer, type Player } from './support/play';
import { bonusPostings, getRelay, postRelay } from './support/rewards';

let app: FastifyInstance;
let member0: Player;

interface Page {
  content: { id: number; status: string; type: string; bonusAmount: number }[];
  totalCount: number;
  footer: { counts: Record<string, number> };
}

const records = (player: Pick<Player, 'merchant' | 'token'>, query = '') =>
  getRelay<Page>(app, player, `/wps/relay/MCSFE_getMemberPromotions${query}`);
const unclaimed = async (player: Pick<Player, 'merchant' | 'token'>) =>
  (
    await getRelay<{ unclaimedCount: number }>(
      app,
      player,
      '/wps/relay/MCSFE_getAvailablePromotions',
    )
  ).value.unclaimedCount;
const claim = (player: Pick<Player, 'merchant' | 'token'>, id: number, requestId?: string) =>
  postRelay<{ bonusAmount: number; balance: number; replayed: boolean }>(
    app,
    player,
    '/wps/relay/MCSFE_claimIssuedPromotion',
    { id, ...(requestId ? { requestId } : {}) },
  );

beforeAll(async () => {
  ({ app } = await testApp());
  const token = await loginToken(app, LUCKY7, 'member0');
  const [row] = await app.deps.db.query<{ id: number }>(
    `SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = 'member0'`,
  );
  member0 = { token, memberId: row?.id ?? 0, username: 'member0', merchant: LUCKY7 };
});
afterAll(() => app.close());

describe('reward centre records', () => {
  it('keeps the seeded demo state: two unclaimed, and records in several statuses', async () => {
    expect(await unclaimed(member0)).toBe(2);
    const page = await records(member0);
    expect(page.success).toBe(true);
    expect(page.value.footer.counts).toMatchObject({
      issued: 2,
      claimed: 2,
      applying: 1,
      closed: 1,
      signed: 1,
    });
    const issued = await records(member0, '?status=issued');
    expect(issued.value.content.map((row) => row.status)).toEqual(['issued', 'issued']);
    expect(issued.value.totalCount).toBe(2);
  });

  it('issues the welcome bonus to a new member, never to a free trial', async () => {
    const fresh = await freshPlayer(app, LUCKY7, 0);
    expect(await unclaimed(fresh)).toBe(1);
    const [welcome] = (await records(fresh, '?status=issued')).value.content;
    expect(welcome).toMatchObject({ type: 'NEW_REGISTER', bonusAmount: 10 });
    const trial = await freshPlayer(app, LUCKY7, 0, 4);
    expect(await unclaimed(trial)).toBe(0);
  });
});

describe('claiming', () => {
  it('credits the bonus exactly once under 12 concurrent claims and lowers the badge', async () => {
    const fresh = await freshPlayer(app, LUCKY7, 100);
    const [record] = (await records(fresh, '?status=issued')).value.content;
    const id = record?.id ?? 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => claim(fresh, id)));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(answers.filter((answer) => !answer.value.replayed)).toHaveLength(1);
    expect(await balanceOf(app, fresh)).toBe(110);
    expect(await bonusPostings(app, fresh, 'promo.bonus')).toEqual([
      { amount: 10, reference: String(id) },
    ]);
    expect(await unclaimed(fresh)).toBe(0);
    const again = await claim(fresh, id);
    expect(again.value).toMatchObject({ replayed: true, bonusAmount: 10, balance: 110 });
  });

  it('refuses records that are not issued, unknown ids and free trials', async () => {
    const applying = (await records(member0, '?status=applying')).value.content[0];
    const refused = await claim(member0, applying?.id ?? 0);
    expect(refused).toMatchObject({ success: false, errorCode: 'promotion.not.claimable' });
    expect(await claim(member0, 999_999)).toMatchObject({ errorCode: 'promotion.not.found' });
    const trial = await freshPlayer(app, LUCKY7, 0, 4);
    expect(await claim(trial, 1)).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('needs a requestId', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimIssuedPromotion',
      headers: { merchant: LUCKY7, authorization: member0.token },
      payload: { id: 1 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('tenants', () => {
  it('answers function.not.available where REWCEN3 is off (royal88)', async () => {
    const royal = { merchant: ROYAL88, token: await loginToken(app, ROYAL88, 'member0') };
    expect(await records(royal)).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
    expect(await claim(royal, 1)).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('never shows or claims another tenant’s records', async () => {
    const perlas = { merchant: PERLAS, token: await loginToken(app, PERLAS, 'member0') };
    const luckyIds = (await records(member0)).value.content.map((row) => row.id);
    const perlasIds = (await records(perlas)).value.content.map((row) => row.id);
    expect(perlasIds.length).toBeGreaterThan(0);
    expect(perlasIds.filter((id) => luckyIds.includes(id))).toEqual([]);
    const [issued] = (await records(member0, '?status=issued')).value.content;
    expect(await claim(perlas, issued?.id ?? 0)).toMatchObject({
      errorCode: 'promotion.not.found',
    });
    const foreign = await records({ merchant: PERLAS, token: member0.token });
    expect(foreign.success).toBe(false);
  });
});
