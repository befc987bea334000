import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  getAllVendors,
  getGameList,
  getHotGames,
  getHotGamesByPost,
  getVendorClassifyValues,
  getVendorSorting,
} from '../../contract/games';
import { gameListPage } from '../domain/games/game-list';
import { hotGames } from '../domain/games/hot-games';
import { allVendors, vendorClassifyValues, vendorSorting } from '../domain/games/vendors';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { SharedAnswerCache } from '../http/shared-answer-cache';
import { merchantOf } from '../http/merchant';
import { bannerImageRoutes } from './banner-images';
import { gameIconRoutes } from './game-icons';
import { gameLiveRoutes } from './game-live';
import { gameMemberRoutes } from './game-member';
import { dropEmptyQuery } from './game-schemas';

const tenantOf = (request: FastifyRequest) => merchantOf(request).tenant.code;

/** How long an instance reuses a catalogue answer (the same for every player of a tenant). */
export const CATALOGUE_LIFETIME_MS = 5_000;

/**
 * How a browser may keep a catalogue answer: fresh for a minute, then shown at once while it asks
 * again, for ten. A player coming back to the site sees the games without waiting for the API
 * (the first-paint shell draws the game list from that answer). The tenant is the host or the
 * Merchant header, the language a header too.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** A catalogue answer, with the headers that let a browser keep it. */
function catalogueAnswer<T>(reply: FastifyReply, value: T) {
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', CATALOGUE_CACHE_CONTROL)
    .header('vary', [vary, 'Merchant', 'Language'].filter(Boolean).join(', '));
  return ok(value);
}

const GAME_TYPE = /^[A-Za-z0-9_]{1,20}$/;

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
  const plain = { preValidation: dropEmptyQuery };

  serve(
    app,
    getVendorSorting,
    async (request, reply) =>
      catalogueAnswer(
        reply,
        await cached(request, 'sorting', null, () => vendorSorting(db, tenantOf(request))),
      ),
    plain,
  );
  serve(
    app,
    getAllVendors,
    async (request, reply) =>
      catalogueAnswer(
        reply,
        await cached(request, 'vendors', null, () => allVendors(db, tenantOf(request))),
      ),
    plain,
  );
  serve(
    app,
    getVendorClassifyValues,
    async (request, reply) =>
      catalogueAnswer(
        reply,
        await cached(request, 'classify', null, () => vendorClassifyValues(db, tenantOf(request))),
      ),
    plain,
  );

  serve(
    app,
    getGameList,
    async (request, reply) =>
      catalogueAnswer(
        reply,
        await cached(request, 'list', request.query, () =>
          gameListPage(db, tenantOf(request), request.query),
        ),
      ),
    plain,
  );

  /** Hot games of `gameType` (all types without one). */
  const hot = (request: FastifyRequest, gameType: string | undefined) =>
    cached(request, 'hot', gameType, () => hotGames(db, tenantOf(request), gameType));
  serve(
    app,
    getHotGames,
    async (request, reply) => catalogueAnswer(reply, await hot(request, request.query.gameType)),
    plain,
  );
  // A POST: no browser keeps its answer, so it carries no caching headers.
  serve(
    app,
    getHotGamesByPost,
    async (request) => {
      // The body has no schema: a well-formed gameType in it wins, anything else is ignored.
      const body: unknown = request.body;
      const fromBody =
        typeof body === 'object' && body !== null
          ? (body as { gameType?: unknown }).gameType
          : undefined;
      const gameType =
        typeof fromBody === 'string' && GAME_TYPE.test(fromBody)
          ? fromBody
          : request.query.gameType;
      return ok(await hot(request, gameType));
    },
    plain,
  );

  await app.register(gameMemberRoutes);
  await app.register(gameLiveRoutes);
  await app.register(gameIconRoutes);
  await app.register(bannerImageRoutes);
}
