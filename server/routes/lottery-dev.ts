import type { FastifyInstance } from 'fastify';

import { openSlot } from '../domain/lottery/schedule';
import { advanceGameClock, gameTime, tenantGame } from '../domain/lottery/tenant-games';
import { currentView } from '../domain/lottery/views';
import { lgwMerchant, registerLgwErrors, tenantIdOf } from './lottery-http';

const advanceBody = {
  type: 'object',
  required: ['gameId'],
  properties: {
    gameId: { type: 'integer' },
    ms: { type: 'integer', minimum: 0, maximum: 366 * 24 * 3600_000 },
    to: { enum: ['close', 'draw'] },
  },
} as const;

type AdvanceBody = { gameId: number; ms?: number; to?: 'close' | 'draw' };

/**
 * Development only (never registered in production): moves one game's lottery clock forward so a
 * person or a test sees a whole draw cycle in seconds. Other games and sessions keep real time.
 */
export async function lotteryDevRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.addHook('onRequest', lgwMerchant);
  registerLgwErrors(app);

  app.post<{ Body: AdvanceBody }>(
    '/dev/lottery/advance',
    { schema: { body: advanceBody } },
    async (request) => {
      const { gameId, ms = 0, to } = request.body;
      const row = await tenantGame(db, tenantIdOf(request), gameId);
      const time = gameTime(now, row);
      const slot = openSlot(row.game.schedule, time);
      const target = to === 'close' ? slot.closeAt - time : to === 'draw' ? slot.drawAt - time : ms;
      const offsetMs = await advanceGameClock(db, row, target);
      return { offsetMs, current: currentView({ ...row, offsetMs }, now) };
    },
  );
}
