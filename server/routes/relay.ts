import type { FastifyInstance } from 'fastify';

import { getAnnouncements, getAvailablePromotions } from '../../contract/announcements';
import { getUnreadCount } from '../../contract/content';
import { NON_AGENT_TYPES } from '../../schema/constants';
import { listAnnouncements, unreadAgentAnnouncements } from '../domain/announcements';
import { unreadInboxCount } from '../domain/inbox';
import { unclaimedPromotionCount } from '../domain/promotions';
import type { SessionIdentity } from '../domain/sessions';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { sessionOf } from '../http/session';

const isAgent = (session: SessionIdentity | null) =>
  session !== null && !(NON_AGENT_TYPES as readonly number[]).includes(session.customerType);

/** Relays (`/wps/relay/<PREFIX>_<name>`) the shell needs: announcements, unread mail, promotions. */
export async function relayRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, getAnnouncements, async (request) => {
    const tenantId = merchantOf(request).tenant.code;
    const session = request.session;
    // Agent announcements (type A) are for agents only.
    const types = request.query.types.split(',').filter((type) => type !== 'A' || isAgent(session));
    const list = await listAnnouncements(db, tenantId, {
      types,
      groupName: request.query.groupName,
      languages: preferredLanguages(request),
    });
    const unreadCount =
      session && isAgent(session)
        ? await unreadAgentAnnouncements(db, tenantId, session.memberId)
        : 0;
    return ok({ list, footer: { unreadCount } });
  });

  serve(app, getUnreadCount, async (request) => {
    const session = sessionOf(request);
    return ok(await unreadInboxCount(db, session.tenantId, session.memberId));
  });

  serve(app, getAvailablePromotions, async (request) => {
    const session = sessionOf(request);
    const { promotions } = merchantOf(request).tenant;
    return ok({
      promotions: {
        REFERRAL: { enabled: promotions.REFERRAL },
        MISSION: { enabled: promotions.MISSION },
      },
      unclaimedCount: await unclaimedPromotionCount(db, app.deps.now, session),
    });
  });
}
