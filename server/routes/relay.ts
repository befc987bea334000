import type { FastifyInstance, FastifyRequest } from 'fastify';

import { NON_AGENT_TYPES } from '../../schema/constants';
import { listAnnouncements, unreadAgentAnnouncements } from '../domain/announcements';
import { unreadInboxCount } from '../domain/inbox';
import { unclaimedPromotionCount } from '../domain/promotions';
import type { SessionIdentity } from '../domain/sessions';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { preferredLanguages } from '../http/request-languages';
import { optionalSession, requireSession, sessionOf } from '../http/session';

const TYPE_LIST = '^(A|B|H|PL|PR|PU)(,(A|B|H|PL|PR|PU))*$';

const announcementQuery = {
  type: 'object',
  properties: {
    types: { type: 'string', maxLength: 64, pattern: TYPE_LIST, default: 'B,PL,PU,H' },
    groupName: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
    platform: { enum: ['M', 'W'] },
    merchantCode: { type: 'string', maxLength: 32 },
  },
} as const;

interface AnnouncementQuery {
  types: string;
  groupName?: string;
}

const isAgent = (session: SessionIdentity | null) =>
  session !== null && !(NON_AGENT_TYPES as readonly number[]).includes(session.customerType);

/** Relays (`/wps/relay/<PREFIX>_<name>`) the shell needs: announcements, unread mail, promotions. */
export async function relayRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const announcements = async (request: FastifyRequest<{ Querystring: AnnouncementQuery }>) => {
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
  };
  for (const name of ['MCSFE_getListAnnouncements', 'CCSFE_getListAnnouncements']) {
    app.get<{ Querystring: AnnouncementQuery }>(
      `/wps/relay/${name}`,
      { schema: { querystring: announcementQuery }, preHandler: optionalSession },
      announcements,
    );
  }

  app.get('/wps/relay/CSP_getUnreadCount', { preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    return ok(await unreadInboxCount(db, session.tenantId, session.memberId));
  });

  app.get(
    '/wps/relay/MCSFE_getAvailablePromotions',
    { preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const { promotions } = merchantOf(request).tenant;
      return ok({
        promotions: {
          REFERRAL: { enabled: promotions.REFERRAL },
          MISSION: { enabled: promotions.MISSION },
        },
        unclaimedCount: await unclaimedPromotionCount(db, app.deps.now, session),
      });
    },
  );
}
