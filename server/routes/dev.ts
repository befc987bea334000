import type { FastifyInstance } from 'fastify';

import { listOutbox } from '../domain/outbox';
import { readSystemStatus, type SystemStatus, writeSystemStatus } from '../domain/system-status';
import { ok } from '../http/envelope';
import { devClockRoutes } from './dev-clock';

const statusBody = {
  type: 'object',
  required: ['maintenance', 'regionRestriction'],
  additionalProperties: false,
  properties: {
    maintenance: { type: 'boolean' },
    regionRestriction: { type: 'boolean' },
    location: { type: 'string', maxLength: 64 },
    maintainTime: { type: 'integer', minimum: 0 },
    endTime: { type: 'integer', minimum: 0 },
  },
} as const;

const outboxQuery = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 320 },
    channel: { enum: ['sms', 'email', 'captcha', 'social'] },
  },
} as const;

/** Development-only helpers for people and tests (never registered in production). */
export async function devRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  await app.register(devClockRoutes);

  app.post<{ Body: SystemStatus }>(
    '/dev/status',
    { schema: { body: statusBody } },
    async (request) => {
      await writeSystemStatus(db, { ...request.body, location: request.body.location ?? '' });
      return ok(await readSystemStatus(db));
    },
  );

  /** Messages a real platform would deliver out of band (SMS, e-mail, captcha answers, social). */
  app.get<{ Querystring: { to?: string; channel?: string } }>(
    '/dev/outbox',
    { schema: { querystring: outboxQuery } },
    async (request) => ok(await listOutbox(db, request.query)),
  );
}
