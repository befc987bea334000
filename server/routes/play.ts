import type { FastifyInstance } from 'fastify';

import { getBetHistory, getRankList, launchGame } from '../../contract/play';
import { TRIAL_TYPE } from '../../schema/constants';
import { findGameByNodeId, GAME_NOT_FOUND, recordRecentGame } from '../domain/games';
import { betHistory, issueTicket, rankList, ticketKey } from '../domain/play';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportRange } from '../http/report-query';
import { sessionOf } from '../http/session';
import { demoGameRoutes } from './demo-games';

/** Launching games, the winners board and the bet history; the demo games themselves in demo-games.ts. */
export async function playRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const key = ticketKey(app.deps.signingSecret);

  serve(app, launchGame, async (request) => {
    const session = sessionOf(request);
    const game = await findGameByNodeId(db, session.tenantId, request.query.nodeId);
    if (!game) return fail(GAME_NOT_FOUND, 'The game does not exist or is not available.');
    await recordRecentGame(db, now, session.tenantId, session.memberId, game.id);
    const ticket = issueTicket(key, now, {
      tenantId: session.tenantId,
      memberId: session.memberId,
      gameId: game.id,
      trial: session.customerType === TRIAL_TYPE,
    });
    const language = (request.query.language ?? '').toLowerCase();
    const url = `/demo-games/${game.playKind}.html?ticket=${ticket}${language ? `&lang=${language}` : ''}`;
    return ok({ content: { game_url: url }, url });
  });

  serve(app, getRankList, async (request) => {
    const { gameCategory, limitNum } = request.query;
    const gameType = gameCategory === 'ALL' || !gameCategory ? undefined : gameCategory;
    return ok(await rankList(db, merchantOf(request).tenant.code, limitNum, gameType));
  });

  serve(app, getBetHistory, async (request, reply) => {
    const range = reportRange(request, reply, now);
    if (!range) return reply;
    const { tenantId, memberId } = sessionOf(request);
    const { pageNo, pageSize, gameType } = request.query;
    return ok(await betHistory(db, { tenantId, memberId, ...range, gameType, pageNo, pageSize }));
  });

  await app.register(demoGameRoutes);
}
