import type { FastifyInstance } from 'fastify';

import { AccountError } from '../domain/account-errors';
import { missionLeaderboard } from '../domain/rewards/leaderboard';
import { grabEnvelope, redRainState } from '../domain/rewards/red-rain';
import { signInCalendar, signInToday } from '../domain/rewards/sign-in';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { optionalSession, requireSession } from '../http/session';
import { requireRealAccount, rewardsMember } from './rewards-access';
import { requestId } from '../../contract/inputs';

const calendarQuery = {
  type: 'object',
  properties: { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } },
} as const;

const requestBody = {
  type: 'object',
  required: ['requestId'],
  properties: { requestId },
} as const;

const grabBody = {
  type: 'object',
  required: ['sessionKey', 'requestId'],
  properties: {
    sessionKey: { type: 'string', minLength: 1, maxLength: 40 },
    requestId,
  },
} as const;

/** Daily sign-in (`/m/activity/signIn`), mission leaderboard (`/m/leaderBoard`), red rain (`/m/redRain`). */
export async function rewardsActivityRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: { month?: string } }>(
    '/wps/relay/PROMOFE_getSignInCalendar',
    { schema: { querystring: calendarQuery }, preHandler: requireSession },
    async (request) =>
      ok(await signInCalendar(db, now, rewardsMember(request), request.query.month)),
  );

  app.post<{ Body: { requestId: string } }>(
    '/wps/relay/PROMOFE_signIn',
    { schema: { body: requestBody }, preHandler: requireSession },
    async (request) => {
      requireRealAccount(request);
      return ok(await signInToday(db, now, rewardsMember(request), request.body.requestId));
    },
  );

  app.get(
    '/wps/relay/PROMOFE_getMissionLeaderboard',
    { preHandler: optionalSession },
    async (request) => {
      const { tenant } = merchantOf(request);
      const board = tenant.promotions.MISSION
        ? await missionLeaderboard(db, now, request.session, tenant.code)
        : null;
      if (!board)
        throw new AccountError('function.not.available', 'The mission promotion is not available.');
      return ok(board);
    },
  );

  app.get('/wps/relay/PROMOFE_getRedRain', { preHandler: requireSession }, async (request) =>
    ok(await redRainState(db, now, rewardsMember(request))),
  );

  app.post<{ Body: { sessionKey: string; requestId: string } }>(
    '/wps/relay/PROMOFE_grabRedEnvelope',
    { schema: { body: grabBody }, preHandler: requireSession },
    async (request) => {
      requireRealAccount(request);
      return ok(await grabEnvelope(db, now, rewardsMember(request), request.body.sessionKey));
    },
  );
}
