import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  addFavouriteGame,
  addRecentGame,
  getFavouriteGameIds,
  getFavouriteGames,
  getRecentGames,
  removeFavouriteGame,
} from '../../contract/games';
import { GAME_NOT_FOUND, GAME_NOT_FOUND_MESSAGE } from '../domain/games/errors';
import {
  addFavourite,
  favouriteNodeIds,
  memberGamePage,
  removeFavourite,
} from '../domain/games/favourites';
import { findGameByNodeId } from '../domain/games/game-record';
import { recordRecentGame } from '../domain/games/recent-games';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { sessionOf } from '../http/session';
import { dropEmptyQuery } from './game-schemas';

/** Favourites (`MCSFE_*`) and recent games (`GCS_*`) of the session's member, in its tenant only. */
export async function gameMemberRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  const listed = { preValidation: dropEmptyQuery };

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
    return ok(true as const);
  };

  serve(
    app,
    getFavouriteGameIds,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      return ok(await favouriteNodeIds(db, tenantId, memberId));
    },
    listed,
  );

  serve(
    app,
    getFavouriteGames,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { gameType, pageNo, pageSize } = request.query;
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
    listed,
  );

  serve(app, addFavouriteGame, (request) =>
    withGame(request, request.body.nodeId, (tenantId, memberId, gameId) =>
      addFavourite(db, now, tenantId, memberId, gameId),
    ),
  );

  serve(app, removeFavouriteGame, (request) =>
    withGame(request, request.body.nodeId, (tenantId, memberId, gameId) =>
      removeFavourite(db, tenantId, memberId, gameId),
    ),
  );

  serve(
    app,
    getRecentGames,
    async (request) => {
      const { tenantId, memberId } = sessionOf(request);
      const { gameType, page: pageNo, pageSize } = request.query;
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
    listed,
  );

  serve(
    app,
    addRecentGame,
    (request) =>
      withGame(request, request.query.nodeId, (tenantId, memberId, gameId) =>
        recordRecentGame(db, now, tenantId, memberId, gameId),
      ),
    listed,
  );
}
