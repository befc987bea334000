import type { FastifyInstance } from 'fastify';

import type { Tenant } from '../../schema/tenant';

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
  listPromotions,
  phaseOf,
  type PromotionRow,
} from '../domain/rewards/catalogue';
import { liveRecordsByPromotion, syncMemberPromotions } from '../domain/rewards/records';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { optionalSession, requireSession } from '../http/session';
import { ID, requireRealAccount, rewardsMember } from './rewards-access';
import { requestId } from '../../contract/inputs';

/** Three images of 5 MB as base64 (4/3) plus the rest of the body. */
const APPLY_BODY_LIMIT = Math.ceil((IMAGES_MAX * IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

const applyBody = {
  type: 'object',
  required: ['promotionId', 'requestId'],
  properties: {
    promotionId: ID,
    requestId,
    // Hard caps only: the spec's limits are checked with their own error codes.
    comment: { type: 'string', maxLength: 2000, default: '' },
    images: {
      type: 'array',
      maxItems: 10,
      items: { type: 'string', maxLength: APPLY_BODY_LIMIT },
      default: [],
    },
  },
} as const;

interface ApplyBody {
  promotionId: number;
  requestId: string;
  comment: string;
  images: string[];
}

type MyRecord = { id: number; status: string } | null;

/** A tenant without the MISSION promotion (tenant file) does not show or take missions. */
const offered = (tenant: Tenant, promotion: PromotionRow) =>
  promotion.type !== 'MISSION' || tenant.promotions.MISSION;

const card = (tenantId: string, now: number, promotion: PromotionRow, myRecord: MyRecord) => {
  const { content: _content, bannerKey, ...rest } = promotion;
  return {
    ...rest,
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

  app.get(
    '/wps/relay/PROMOFE_getPromotionList',
    { preHandler: optionalSession },
    async (request) => {
      const { tenant } = merchantOf(request);
      const records = await recordsOf(request);
      const list = (
        await listPromotions(db, tenant.code, now(), preferredLanguages(request))
      ).filter((p) => offered(tenant, p));
      return ok({ list: list.map((p) => card(tenant.code, now(), p, records.get(p.id) ?? null)) });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/wps/relay/PROMOFE_getPromotionDetail',
    {
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: ID } } },
      preHandler: optionalSession,
    },
    async (request) => {
      const { tenant } = merchantOf(request);
      const tenantId = tenant.code;
      const promotion = await findPromotion(
        db,
        tenantId,
        request.query.id,
        preferredLanguages(request),
      );
      if (!promotion || !offered(tenant, promotion))
        throw new AccountError('promotion.not.found', 'The promotion does not exist.');
      const records = await recordsOf(request);
      return ok({
        ...card(tenantId, now(), promotion, records.get(promotion.id) ?? null),
        content: promotion.content,
        limits: { commentMax: COMMENT_MAX, imagesMax: IMAGES_MAX, imageMaxBytes: IMAGE_MAX_BYTES },
      });
    },
  );

  app.post<{ Body: ApplyBody }>(
    '/wps/relay/PROMOFE_applyPromotion',
    { schema: { body: applyBody }, preHandler: requireSession, bodyLimit: APPLY_BODY_LIMIT },
    async (request) => {
      requireRealAccount(request);
      const member = rewardsMember(request);
      const { promotionId, requestId, comment, images } = request.body;
      const promotion = await findPromotion(db, member.tenantId, promotionId);
      if (!promotion || !offered(merchantOf(request).tenant, promotion))
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
  );
}
