import type { FastifyInstance, FastifyRequest } from 'fastify';

import { gameListPage } from '../domain/games/game-list';
import { hotGames } from '../domain/games/hot-games';
import { allVendors, vendorClassifyValues, vendorSorting } from '../domain/games/vendors';
import { ok } from '../http/envelope';
import { SharedAnswerCache } from '../http/shared-answer-cache';
import { merchantOf } from '../http/merchant';
import { bannerImageRoutes } from './banner-images';
import { gameIconRoutes } from './game-icons';
import { gameLiveRoutes } from './game-live';
import { gameMemberRoutes } from './game-member';
import {
  anyQuery,
  dropEmptyQuery,
  gameListQuery,
  type GameListQuery,
  hotGamesQuery,
} from './game-schemas';

const tenantOf = (request: FastifyRequest) => merchantOf(request).tenant.code;

/** How long an instance reuses a catalogue answer (the same for every player of a tenant). */
export const CATALOGUE_LIFETIME_MS = 5_000;

/** The game catalogue relays (docs/api.md "Games"), plus favourites, recent games and icons. */
export async function gameRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const cache = new SharedAnswerCache(CATALOGUE_LIFETIME_MS);
  /** The cached answer of `what` for the caller's tenant and `filter`. */
  const cached = <T>(
    request: FastifyRequest,
    what: string,
    filter: unknown,
    load: () => Promise<T>,
  ) => cache.get(`${tenantOf(request)}:${what}:${JSON.stringify(filter)}`, load);
  const plain = { preValidation: dropEmptyQuery, schema: { querystring: anyQuery } };

  app.get('/wps/relay/GCSGAME_getVendorSorting', plain, async (request) =>
    ok(await cached(request, 'sorting', null, () => vendorSorting(db, tenantOf(request)))),
  );
  app.get('/wps/relay/GCSGAME_getAllVassalage', plain, async (request) =>
    ok(await cached(request, 'vendors', null, () => allVendors(db, tenantOf(request)))),
  );
  app.get('/wps/relay/GCSGAME_getVassGameType', plain, async (request) =>
    ok(await cached(request, 'classify', null, () => vendorClassifyValues(db, tenantOf(request)))),
  );

  app.get<{ Querystring: GameListQuery }>(
    '/wps/relay/GCSGAME_gameList',
    { preValidation: dropEmptyQuery, schema: { querystring: gameListQuery } },
    async (request) =>
      ok(
        await cached(request, 'list', request.query, () =>
          gameListPage(db, tenantOf(request), request.query),
        ),
      ),
  );

  type Hot = { Querystring: { gameType?: string }; Body: unknown };
  const hot = async (request: FastifyRequest<Hot>) => {
    const body = (typeof request.body === 'object' && request.body) || {};
    const fromBody = (body as { gameType?: unknown }).gameType;
    const gameType =
      typeof fromBody === 'string' && /^[A-Za-z0-9_]{1,20}$/.test(fromBody)
        ? fromBody
        : request.query.gameType;
    return ok(
      await cached(request, 'hot', gameType, () => hotGames(db, tenantOf(request), gameType)),
    );
  };
  const hotOptions = { preValidation: dropEmptyQuery, schema: { querystring: hotGamesQuery } };
  app.get<Hot>('/wps/relay/GCSGAME_hotGamesV2', hotOptions, hot);
  app.post<Hot>('/wps/relay/GCSGAME_hotGamesV2', hotOptions, hot);

  await app.register(gameMemberRoutes);
  await app.register(gameLiveRoutes);
  await app.register(gameIconRoutes);
  await app.register(bannerImageRoutes);
}
