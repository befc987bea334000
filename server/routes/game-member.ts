import type { FastifyInstance, FastifyRequest } from 'fastify';

import { GAME_NOT_FOUND, GAME_NOT_FOUND_MESSAGE } from '../domain/games/errors';
import {
  addFavourite,
  favouriteNodeIds,
  memberGamePage,
  removeFavourite,
} from '../domain/games/favourites';
import { findGameByNodeId } from '../domain/games/game-record';
import { recordRecentGame } from '../domain/games/recent-games';
import { fail, ok } from '../http/envelope';
import { requireSession, sessionOf } from '../http/session';
import {
  anyQuery,
  dropEmptyQuery,
  favouriteListQuery,
  nodeIdBody,
  nodeIdQuery,
  recentListQuery,
} from './game-schemas';

interface ListQuery {
  gameType?: string;
  pageNo?: number;
  page?: number;
  pageSize: number;
}

/** Favourites (`MCSFE_*`) and recent games (`GCS_*`) of the session's member, in its tenant only. */
export async function gameMemberRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const guarded = { preHandler: requireSession, preValidation: dropEmptyQuery };

  /** Runs `then` with the session's game of this node id, or answers `game.not.found`. */
  const withGame = async (
    request: FastifyRequest,
    nodeId: string,
    then: (tenantId: string, memberId: number, gameId: number) => Promise<void>,
  ) => {
    const { tenantId, memberId } = sessionOf(request);
    const game = await findGameByNodeId(db, tenantId, nodeId);
    if (!game) return fail(GAME_NOT_FOUND, GAME_NOT_FOUND_MESSAGE);
    await then(tenantId, memberId, game.id);
    return ok(true);
  };

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { ...guarded, schema: { querystring: anyQuery } },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      return ok(await favouriteNodeIds(db, tenantId, memberId));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { ...guarded, schema: { querystring: favouriteListQuery } },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { gameType, pageNo = 1, pageSize } = request.query;
      const page = await memberGamePage(db, tenantId, 'favourites', {
        memberId,
        gameType,
        pageNo,
        pageSize,
      });
      return ok({
        content: page.games,
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      });
    },
  );

  app.post<{ Body: { nodeId: string } }>(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { preHandler: requireSession, schema: { body: nodeIdBody } },
    (request) =>
      withGame(request, request.body.nodeId, (tenantId, memberId, gameId) =>
        addFavourite(db, now, tenantId, memberId, gameId),
      ),
  );

  app.delete<{ Body: { nodeId: string } }>(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { preHandler: requireSession, schema: { body: nodeIdBody } },
    (request) =>
      withGame(request, request.body.nodeId, (tenantId, memberId, gameId) =>
        removeFavourite(db, tenantId, memberId, gameId),
      ),
  );

  app.get<{ Querystring: ListQuery }>(
    '/wps/relay/GCS_recentGame',
    { ...guarded, schema: { querystring: recentListQuery } },
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { gameType, page: pageNo = 1, pageSize } = request.query;
      const page = await memberGamePage(db, tenantId, 'recent', {
        memberId,
        gameType,
        pageNo,
        pageSize,
      });
      return ok({
        list: page.games,
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      });
    },
  );

  app.get<{ Querystring: { nodeId: string } }>(
    '/wps/relay/GCS_addRecentGame',
    { ...guarded, schema: { querystring: nodeIdQuery } },
    (request) =>
      withGame(request, request.query.nodeId, (tenantId, memberId, gameId) =>
        recordRecentGame(db, now, tenantId, memberId, gameId),
      ),
  );
}
