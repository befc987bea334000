import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { createSession } from '../../server/domain/sessions';
import { LUCKY7, PERLAS, testApp } from './support/app';
import { balanceOf } from './support/deposit';
import { freshPlayer } from './support/play';
import { getRelay, pictureBase64, postRelay, promotionList, promotionOf } from './support/rewards';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const APPLY = '/wps/relay/PROMOFE_applyPromotion';
type Player = Awaited<ReturnType<typeof freshPlayer>>;
const apply = (player: Player, body: Record<string, unknown>) =>
  postRelay<{ id: number; status: string; imageCount: number; comment: string }>(
    app,
    player,
    APPLY,
    body,
  );

describe('promotions list and detail', () => {
  it('lists the catalogue with banners, periods and the member’s own records', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const list = await promotionList(app, player);
    expect(list.map((card) => card.type)).toEqual(
      expect.arrayContaining([
        'NEW_REGISTER',
        'FIRST_DEPOSIT',
        'MISSION',
        'RAFFLE',
        'SECOND_DEPOSIT',
      ]),
    );
    expect(list.find((card) => card.type === 'NEW_REGISTER')?.myRecord?.status).toBe('issued');
    expect(list.find((card) => card.type === 'RAFFLE')?.phase).toBe('coming_soon');
    expect(list.find((card) => card.type === 'SECOND_DEPOSIT')?.phase).toBe('ended');
    const banner = await app.inject({ method: 'GET', url: list[0]?.bannerUrl ?? '' });
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect(banner.body).toMatch(/^<svg /);
  });

  it('answers the detail with HTML content and the apply limits; guests may read it', async () => {
    const [card] = await promotionList(app, { merchant: PERLAS, token: '' });
    const detail = await getRelay<{ content: string; limits: Record<string, number> }>(
      app,
      { merchant: PERLAS, token: '' },
      `/wps/relay/PROMOFE_getPromotionDetail?id=${card?.id}`,
    );
    expect(detail.value.content).toContain('<');
    expect(detail.value.limits).toEqual({
      commentMax: 140,
      imagesMax: 3,
      imageMaxBytes: 5 * 1024 * 1024,
    });
  });
});

describe('applying', () => {
  it('accepts 140 characters and two images (PNG, JPG) → applying; a repeat returns the same record', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const promotion = await promotionOf(app, player, 'FIRST_DEPOSIT');
    const requestId = randomUUID();
    const body = {
      promotionId: promotion.id,
      comment: 'é'.repeat(140),
      images: [pictureBase64('png'), `data:image/jpeg;base64,${pictureBase64('jpg')}`],
      requestId,
    };
    const first = await apply(player, body);
    expect(first.value).toMatchObject({ status: 'applying', imageCount: 2 });
    expect((await apply(player, body)).value.id).toBe(first.value.id);
    const again = await apply(player, { ...body, requestId: randomUUID() });
    expect(again).toMatchObject({ success: false, errorCode: 'promotion.already.applied' });
  });

  it.each([
    ['a 141-character comment', { comment: 'x'.repeat(141) }, 'apply.comment.too.long'],
    [
      'four images',
      { images: Array.from({ length: 4 }, () => pictureBase64('png')) },
      'apply.too.many.images',
    ],
    ['a 6 MB image', { images: [pictureBase64('jpg', 6 * 1024 * 1024)] }, 'apply.image.too.large'],
    ['a GIF', { images: [pictureBase64('gif')] }, 'apply.image.type'],
    ['text that is not base64', { images: ['not*base64'] }, 'apply.image.invalid'],
  ])('refuses %s', async (_case, extra, errorCode) => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const promotion = await promotionOf(app, player, 'DEPOSIT');
    expect(await apply(player, { promotionId: promotion.id, ...extra })).toMatchObject({
      success: false,
      errorCode,
    });
    expect((await promotionOf(app, player, 'DEPOSIT')).myRecord).toBeNull();
  });

  it('refuses a body over the route’s limit', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const huge = pictureBase64('png', 16 * 1024 * 1024);
    const answer = await apply(player, { promotionId: 1, images: [huge, huge] });
    expect(answer.statusCode).toBe(413);
  });

  it('goes applying → issued (operator) → claimed, or rejected and then may apply again', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const promotion = await promotionOf(app, player, 'LUCKY_BET');
    const decide = async (recordId: number, decision: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/dev/rewards/decide',
          payload: { tenant: 'lucky7', recordId, decision },
        })
      ).json();
    const first = await apply(player, { promotionId: promotion.id, comment: 'won 88.00' });
    expect((await decide(first.value.id, 'rejected')).value.status).toBe('rejected');
    const second = await apply(player, { promotionId: promotion.id });
    expect(second.value.status).toBe('applying');
    expect((await decide(second.value.id, 'issued')).value.status).toBe('issued');
    expect((await decide(second.value.id, 'issued')).errorCode).toBe('promotion.not.applying');
    const claimed = await postRelay(app, player, '/wps/relay/MCSFE_claimIssuedPromotion', {
      id: second.value.id,
    });
    expect(claimed.value).toMatchObject({ bonusAmount: 18, replayed: false });
    expect(await balanceOf(app, player)).toBe(18);
  });

  it('joins a mission (signed) and a raffle before it starts (coming soon → signed when it opens)', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const mission = await promotionOf(app, player, 'MISSION');
    expect((await apply(player, { promotionId: mission.id })).value.status).toBe('signed');
    const raffle = await promotionOf(app, player, 'RAFFLE');
    expect((await apply(player, { promotionId: raffle.id })).value.status).toBe('coming_soon');
    clock.advance(6 * DAY);
    const { token } = await createSession(app.deps.db, clock, {
      tenantId: 'lucky7',
      memberId: player.memberId,
      ip: '',
      device: '',
    });
    expect((await promotionOf(app, { ...player, token }, 'RAFFLE')).myRecord?.status).toBe(
      'signed',
    );
    clock.advance(-6 * DAY);
  });

  it('refuses information-only and ended promotions, and free trials', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const info = await promotionOf(app, player, 'RANK_SALARY');
    expect(await apply(player, { promotionId: info.id })).toMatchObject({
      errorCode: 'promotion.no.application',
    });
    const ended = await promotionOf(app, player, 'SECOND_DEPOSIT');
    expect(await apply(player, { promotionId: ended.id })).toMatchObject({
      errorCode: 'promotion.ended',
    });
    const trial = await freshPlayer(app, LUCKY7, 0, 4);
    const deposit = await promotionOf(app, trial, 'DEPOSIT');
    expect(await apply(trial, { promotionId: deposit.id })).toMatchObject({
      errorCode: 'function.not.available',
    });
  });

  it('does not let one tenant apply for another tenant’s promotion', async () => {
    const lucky = await freshPlayer(app, LUCKY7, 0);
    const perlas = await freshPlayer(app, PERLAS, 0);
    const promotion = await promotionOf(app, lucky, 'DEPOSIT');
    expect(await apply(perlas, { promotionId: promotion.id })).toMatchObject({
      errorCode: 'promotion.not.found',
    });
  });
});
