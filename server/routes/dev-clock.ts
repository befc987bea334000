import type { FastifyInstance } from 'fastify';

import { isMovable } from '../domain/clock';
import { fail, ok } from '../http/envelope';

const advanceBody = {
  type: 'object',
  required: ['ms'],
  additionalProperties: false,
  properties: { ms: { type: 'integer', minimum: 0, maximum: 24 * 3600_000 } },
} as const;

/**
 * Development only: the server's clock for browser tests, which move it past a window (SMS resend,
 * captcha expiry) instead of waiting for it. Time only moves forward, for every tenant at once.
 */
export async function devClockRoutes(app: FastifyInstance) {
  const { now } = app.deps;

  app.get('/dev/clock', async () => ok({ now: now() }));

  app.post<{ Body: { ms: number } }>(
    '/dev/clock/advance',
    { schema: { body: advanceBody } },
    async (request, reply) => {
      if (!isMovable(now))
        return reply.code(409).send(fail('clock.fixed', 'This server runs on a fixed clock'));
      return ok({ now: now.advance(request.body.ms) });
    },
  );
}
