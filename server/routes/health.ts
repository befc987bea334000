import type { FastifyInstance } from 'fastify';

import { databaseReadiness } from '../db/readiness';

/**
 * Probes for an orchestrator: `/healthz` answers while the process runs (liveness); `/readyz`
 * answers 200 only when the database is reachable and migrated, else 503 (readiness). Neither
 * names hosts, versions or errors.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await databaseReadiness(app.deps.db);
    if (readiness.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
  });
}
