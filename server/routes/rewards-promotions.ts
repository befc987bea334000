import type { FastifyInstance } from 'fastify';

import { toMajor } from '../../contract/money';
import {
  APPLY_BODY_LIMIT,
  applyPromotion,
  getPromotionDetail,
  getPromotionList,
  type PromotionCard,
} from '../../contract/rewards';
import { AccountError } from '../domain/account-errors';
import {
  checkApplication,
  COMMENT_MAX,
  IMAGE_MAX_BYTES,
  IMAGES_MAX,
} from '../domain/rewards/application-input';
import { applyForPromotion } from '../domain/rewards/apply';
import {
  bannerUrl,
  findPromotion,
  isOffered,
  offeredPromotions,
  phaseOf,
  type PromotionRow,
} from '../domain/rewards/catalogue';
import { liveRecordsByPromotion, syncMemberPromotions } from '../domain/rewards/records';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { requireRealAccount, rewardsMember } from './rewards-access';

type MyRecord = PromotionCard['myRecord'];

const card = (
  tenantId: string,
  now: number,
  promotion: PromotionRow,
  myRecord: MyRecord,
): PromotionCard => {
  const { content: _content, bannerKey, ...rest } = promotion;
  return {
    ...rest,
    bonusAmount: toMajor(rest.bonusAmount),
    bannerUrl: bannerUrl(tenantId, bannerKey),
    phase: phaseOf(promotion, now),
    myRecord,
  };
};

/** The promotions list and detail (`/m/activity`, `/m/activityInfo`) and the application. */
export async function rewardsPromotionRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  const recordsOf = async (request: Parameters<typeof rewardsMember>[0]) => {
    if (!request.session) return new Map<number, NonNullable<MyRecord>>();
    const member = rewardsMember(request);
    await syncMemberPromotions(db, now, member);
    return liveRecordsByPromotion(db, member.tenantId, member.memberId);
  };

  serve(app, getPromotionList, async (request) => {
    const { tenant } = merchantOf(request);
    const records = await recordsOf(request);
    const list = await offeredPromotions(db, tenant, now(), preferredLanguages(request));
    return ok({ list: list.map((p) => card(tenant.code, now(), p, records.get(p.id) ?? null)) });
  });

  serve(app, getPromotionDetail, async (request) => {
    const { tenant } = merchantOf(request);
    const tenantId = tenant.code;
    const promotion = await findPromotion(
      db,
      tenantId,
      request.query.id,
      preferredLanguages(request),
    );
    if (!promotion || !isOffered(tenant, promotion))
      throw new AccountError('promotion.not.found', 'The promotion does not exist.');
    const records = await recordsOf(request);
    return ok({
      ...card(tenantId, now(), promotion, records.get(promotion.id) ?? null),
      content: promotion.content,
      limits: { commentMax: COMMENT_MAX, imagesMax: IMAGES_MAX, imageMaxBytes: IMAGE_MAX_BYTES },
    });
  });

  serve(
    app,
    applyPromotion,
    async (request) => {
      requireRealAccount(request);
      const member = rewardsMember(request);
      const { promotionId, requestId, comment, images } = request.body;
      const promotion = await findPromotion(db, member.tenantId, promotionId);
      if (!promotion || !isOffered(merchantOf(request).tenant, promotion))
        throw new AccountError('promotion.not.found', 'The promotion does not exist.');
      const checked = checkApplication(comment, images);
      return ok(
        await applyForPromotion(db, now, member, {
          promotion,
          comment,
          images: checked,
          requestId,
        }),
      );
    },
    { bodyLimit: APPLY_BODY_LIMIT },
  );
}
