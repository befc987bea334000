import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { TRIAL_TYPE } from '../../schema/constants';
import { findGameByNodeId, recordRecentGame } from '../domain/games';
import { betHistory, issueTicket, RANK_LIST_MAX, rankList, ticketKey } from '../domain/play';
import { fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportQueryProperties, type ReportQuery, reportRange } from '../http/report-query';
import { requireSession, sessionOf } from '../http/session';
import { demoGameRoutes } from './demo-games';

const launchQuery = {
  type: 'object',
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'string', minLength: 1, maxLength: 64 },
    gameType: { type: 'string', maxLength: 32 },
    vassalage: { type: 'string', maxLength: 32 },
    gameId: { type: 'string', maxLength: 64 },
    language: { type: 'string', pattern: '^[A-Za-z-]{0,8}$' },
  },
} as const;

const rankQuery = {
  type: 'object',
  properties: {
    gameCategory: { type: 'string', pattern: '^[A-Z]{0,16}$', default: 'ALL' },
    limitNum: { type: 'integer', minimum: 1, maximum: 1_000, default: RANK_LIST_MAX },
    language: { type: 'string', maxLength: 8 },
  },
} as const;

const historyQuery = {
  type: 'object',
  properties: { ...reportQueryProperties, gameType: { type: 'string', pattern: '^[A-Z]{1,16}$' } },
} as const;

type HistoryQuery = ReportQuery & { gameType?: string };

/** Launching games, the winners board and the bet history; the demo games themselves in demo-games.ts. */
export async function playRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const key = ticketKey(app.deps.signingSecret);

  app.get<{ Querystring: { nodeId: string; language?: string } }>(
    '/wps/game/launchGame',
    { schema: { querystring: launchQuery }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const game = await findGameByNodeId(db, session.tenantId, request.query.nodeId);
      if (!game) return fail('game.not.found', 'The game does not exist or is not available.');
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
    },
  );

  app.get<{ Querystring: { gameCategory: string; limitNum: number } }>(
    '/wps/relay/GCSGAME_getRankList',
    { schema: { querystring: rankQuery } },
    async (request) => {
      const { gameCategory, limitNum } = request.query;
      const gameType = gameCategory === 'ALL' || !gameCategory ? undefined : gameCategory;
      return ok(await rankList(db, merchantOf(request).tenant.code, limitNum, gameType));
    },
  );

  const history = async (
    request: FastifyRequest<{ Querystring: HistoryQuery }>,
    reply: FastifyReply,
  ) => {
    const range = reportRange(request, reply, now);
    if (!range) return reply;
    const { tenantId, memberId } = sessionOf(request);
    const { pageNo, pageSize, gameType } = request.query;
    return ok(await betHistory(db, { tenantId, memberId, ...range, gameType, pageNo, pageSize }));
  };
  for (const path of ['/wps/report/accountGameBetHistory', '/wps/relay/ODSFE2_getBetHistory'])
    app.get<{ Querystring: HistoryQuery }>(
      path,
      { schema: { querystring: historyQuery }, preHandler: requireSession },
      history,
    );

  await app.register(demoGameRoutes);
}
