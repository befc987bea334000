import type { FastifyInstance } from 'fastify';

import {
  getMissionLeaderboard,
  getRedRain,
  getSignInCalendar,
  grabRedEnvelope,
  signIn,
} from '../../contract/rewards';
import { AccountError } from '../domain/account-errors';
import { missionLeaderboard } from '../domain/rewards/leaderboard';
import { grabEnvelope, redRainState } from '../domain/rewards/red-rain';
import { signInCalendar, signInToday } from '../domain/rewards/sign-in';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { requireRealAccount, rewardsMember } from './rewards-access';

/** Daily sign-in (`/m/activity/signIn`), mission leaderboard (`/m/leaderBoard`), red rain (`/m/redRain`). */
export async function rewardsActivityRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getSignInCalendar, async (request) =>
    ok(await signInCalendar(db, now, rewardsMember(request), request.query.month)),
  );

  serve(app, signIn, async (request) => {
    requireRealAccount(request);
    return ok(await signInToday(db, now, rewardsMember(request), request.body.requestId));
  });

  serve(app, getMissionLeaderboard, async (request) => {
    const { tenant } = merchantOf(request);
    const board = tenant.promotions.MISSION
      ? await missionLeaderboard(db, now, request.session, tenant.code)
      : null;
    if (!board)
      throw new AccountError('function.not.available', 'The mission promotion is not available.');
    return ok(board);
  });

  serve(app, getRedRain, async (request) =>
    ok(await redRainState(db, now, rewardsMember(request))),
  );

  serve(app, grabRedEnvelope, async (request) => {
    requireRealAccount(request);
    return ok(await grabEnvelope(db, now, rewardsMember(request), request.body.sessionKey));
  });
}
