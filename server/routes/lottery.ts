import type { FastifyInstance } from 'fastify';

import { settleDue } from '../domain/lottery/settlement';
import { lgwMerchant, registerLgwErrors } from './lottery-http';
import { lotteryGameRoutes } from './lottery-games';
import { lotteryOrderRoutes } from './lottery-orders';

/** How often every server settles due draws on its own (reads settle first anyway). */
const SETTLE_EVERY_MS = 1000;

/** The lottery gateway `/lgw`: raw JSON (no envelope), tenant by `Merchant`, session by `Authorization`. */
export async function lotteryRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.addHook('onRequest', lgwMerchant);
  registerLgwErrors(app);
  await app.register(lotteryGameRoutes);
  await app.register(lotteryOrderRoutes);
  app.all('/lgw/*', async (request, reply) =>
    reply.code(404).send({
      errorCode: 'function.not.available',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  let tick: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    tick ??= settleDue(db, now)
      .catch((error: unknown) => app.log.error(error))
      .finally(() => {
        tick = undefined;
      });
  }, SETTLE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await tick;
  });
}
