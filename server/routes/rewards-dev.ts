import type { FastifyInstance } from 'fastify';

import { decideApplication } from '../domain/rewards/apply';
import { startRainNow } from '../domain/rewards/red-rain';
import { fail, ok } from '../http/envelope';
import { ID } from './rewards-access';

const decideBody = {
  type: 'object',
  required: ['tenant', 'recordId', 'decision'],
  properties: {
    tenant: { type: 'string', maxLength: 40 },
    recordId: ID,
    decision: { enum: ['issued', 'rejected'] },
  },
} as const;

const rainBody = {
  type: 'object',
  required: ['tenant'],
  properties: {
    tenant: { type: 'string', maxLength: 40 },
    minutes: { type: 'integer', minimum: 1, maximum: 240, default: 10 },
  },
} as const;

/** Development only: the operator's decision on an application, a red rain starting now. */
export async function rewardsDevRoutes(app: FastifyInstance) {
  const { db, now, tenants } = app.deps;

  app.post<{ Body: { tenant: string; recordId: number; decision: 'issued' | 'rejected' } }>(
    '/dev/rewards/decide',
    { schema: { body: decideBody } },
    async (request) => {
      const { tenant, recordId, decision } = request.body;
      const record = await decideApplication(db, now, tenant, recordId, decision);
      return record
        ? ok(record)
        : fail('promotion.not.applying', 'No application waiting for a decision with this id.');
    },
  );

  app.post<{ Body: { tenant: string; minutes: number } }>(
    '/dev/rewards/red-rain',
    { schema: { body: rainBody } },
    async (request) => {
      const tenant = tenants.byCode(request.body.tenant);
      if (!tenant) return fail('tenant.unknown', `Unknown tenant ${request.body.tenant}`);
      return ok(await startRainNow(db, now, tenant.code, request.body.minutes));
    },
  );
}
