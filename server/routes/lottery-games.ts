import type { FastifyInstance } from 'fastify';

import {
  getLotteryGame,
  getLotteryGames,
  getLotteryPlayMenu,
  getLotterySetting,
  getMobileLotteryGames,
  getPopularLotteryGames,
  type LotteryPrizeMode,
} from '../../contract/lottery';
import {
  getCurrentNumero,
  getHotGap,
  getLotteryDraw,
  getRecentDraws,
  getVietnamResults,
} from '../../contract/lottery-draws';
import { ensureDraw, recentDraws } from '../domain/lottery/draws';
import { LotteryError } from '../domain/lottery/errors';
import { slotOfNumero } from '../domain/lottery/schedule';
import { hotGap } from '../domain/lottery/stats';
import { gameTime, tenantGame, tenantGames } from '../domain/lottery/tenant-games';
import {
  currentView,
  drawView,
  gameView,
  gameViews,
  groupsView,
  playMenuView,
  settingView,
} from '../domain/lottery/views';
import { serve } from '../http/contract-route';
import { settleFirst, tenantIdOf } from './lottery-http';

/** Catalogue, schedule and results of the lottery: public (no session needed). */
export async function lotteryGameRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  const views = async (tenantId: string, prizeMode?: LotteryPrizeMode) => {
    const rows = (await tenantGames(db, tenantId)).filter(
      (row) => !prizeMode || row.game.prizeMode === prizeMode,
    );
    return gameViews(db, now, rows);
  };

  serve(app, getLotteryGames, async (request) => {
    const { prizeMode } = request.query;
    const games = await views(tenantIdOf(request), prizeMode);
    return {
      prizeMode: prizeMode ?? null,
      serverTime: now(),
      groups: groupsView(games, prizeMode),
    };
  });

  serve(app, getMobileLotteryGames, async (request) => ({
    serverTime: now(),
    games: await views(tenantIdOf(request), request.query.prizeMode),
  }));

  serve(app, getPopularLotteryGames, async (request) => {
    const tenantId = tenantIdOf(request);
    const counts = await db.query<{ gameId: number; n: number }>(
      `SELECT game_id AS "gameId", count(*) AS n FROM lottery_orders
       WHERE tenant_id = $1 AND created_at > $2 GROUP BY game_id`,
      [tenantId, now() - 24 * 3600_000],
    );
    const orders = new Map(counts.map((row) => [row.gameId, row.n]));
    const ranked = (await tenantGames(db, tenantId))
      .filter((row) => !request.query.prizeMode || row.game.prizeMode === request.query.prizeMode)
      .sort(
        (a, b) =>
          (orders.get(b.game.gameId) ?? 0) - (orders.get(a.game.gameId) ?? 0) ||
          a.game.popularRank - b.game.popularRank,
      )
      .slice(0, request.query.limit ?? 6);
    const games = (await gameViews(db, now, ranked)).map((game) => ({
      ...game,
      orders24h: orders.get(game.gameId) ?? 0,
    }));
    return { games };
  });

  serve(app, getLotteryGame, async (request) =>
    gameView(db, now, await tenantGame(db, tenantIdOf(request), request.params.id)),
  );

  serve(app, getLotteryPlayMenu, async (request) =>
    playMenuView((await tenantGame(db, tenantIdOf(request), request.params.id)).game),
  );

  serve(app, getLotterySetting, async (request) =>
    settingView((await tenantGame(db, tenantIdOf(request), request.params.id)).game),
  );

  serve(
    app,
    getCurrentNumero,
    async (request) => {
      const row = await tenantGame(db, tenantIdOf(request), request.query.gameId);
      const [last] = await recentDraws(db, now, row, 1);
      return { ...currentView(row, now), last: last ? drawView(row.game, last) : null };
    },
    { preHandler: settleFirst },
  );

  serve(
    app,
    getRecentDraws,
    async (request) => {
      const row = await tenantGame(db, tenantIdOf(request), request.query.gameId);
      const draws = await recentDraws(db, now, row, request.query.limit ?? 20);
      return { gameId: row.game.gameId, list: draws.map((draw) => drawView(row.game, draw)) };
    },
    { preHandler: settleFirst },
  );

  serve(
    app,
    getLotteryDraw,
    async (request) => {
      const row = await tenantGame(db, tenantIdOf(request), request.params.id);
      const { numero } = request.query;
      if (!numero) {
        const [last] = await recentDraws(db, now, row, 1);
        if (!last)
          throw new LotteryError('lottery.draw.pending', `${row.game.name} has no draw yet`, 404);
        return drawView(row.game, last);
      }
      const slot = slotOfNumero(row.game.schedule, numero);
      if (!slot)
        throw new LotteryError(
          'lottery.numero.unknown',
          `${numero} is not a numero of ${row.game.name}`,
          404,
        );
      if (slot.drawAt > gameTime(now, row))
        throw new LotteryError(
          'lottery.draw.pending',
          `${numero} draws at ${new Date(slot.drawAt).toISOString()}`,
          404,
          { drawAt: slot.drawAt },
        );
      return drawView(row.game, await ensureDraw(db, now, row, slot));
    },
    { preHandler: settleFirst },
  );

  serve(app, getHotGap, async (request) => {
    const row = await tenantGame(db, tenantIdOf(request), request.query.gameId);
    const draws = await recentDraws(db, now, row, request.query.limit ?? 50);
    return {
      gameId: row.game.gameId,
      sample: draws.length,
      positions: hotGap(
        row.game.draw,
        draws.map((draw) => draw.result),
      ),
    };
  });

  serve(app, getVietnamResults, async (request) => {
    const rows = (await tenantGames(db, tenantIdOf(request))).filter(
      (row) =>
        row.game.draw.kind === 'vietnam' &&
        (!request.query.gameId || row.game.gameId === request.query.gameId),
    );
    const games = [];
    for (const row of rows) {
      const draws = await recentDraws(db, now, row, request.query.limit ?? 5);
      games.push({
        gameId: row.game.gameId,
        name: row.game.name,
        list: draws.map((draw) => drawView(row.game, draw)),
      });
    }
    return { games };
  });
}
