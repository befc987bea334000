import type { FastifyInstance } from 'fastify';

import { HOUR, isMovable } from '../domain/clock';
import { ageSends } from '../domain/one-time-codes';
import { fail, ok } from '../http/envelope';

const advanceBody = {
  type: 'object',
  required: ['ms'],
  additionalProperties: false,
  properties: { ms: { type: 'integer', minimum: 0, maximum: 24 * HOUR } },
} as const;

const ageSendsBody = {
  type: 'object',
  required: ['tenant', 'to', 'ms'],
  additionalProperties: false,
  properties: {
    tenant: { type: 'string', maxLength: 64 },
    to: { type: 'string', maxLength: 320 },
    ms: { type: 'integer', minimum: 0, maximum: 24 * HOUR },
  },
} as const;

/**
 * Development only: the server's clock, moved past a window (SMS resend, captcha expiry) instead of
 * waiting for it; time only moves forward, for every tenant at once. Browser tests share one server,
 * so they age only what they own (`/dev/code-sends/age`): moving the clock a minute would also expire
 * another test's one-minute SMS code in flight.
 */
export async function devClockRoutes(app: FastifyInstance) {
  const { now, db } = app.deps;

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

  /** Lets `ms` pass for one number's (or address's) code sends only, e.g. its one-SMS-a-minute window. */
  app.post<{ Body: { tenant: string; to: string; ms: number } }>(
    '/dev/code-sends/age',
    { schema: { body: ageSendsBody } },
    async (request) => {
      const { tenant, to, ms } = request.body;
      return ok({ moved: await ageSends(db, tenant, to, ms) });
    },
  );
}
