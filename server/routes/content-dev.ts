import type { FastifyInstance } from 'fastify';

import { replyFeedback } from '../domain/content/feedback';
import { fail, ok } from '../http/envelope';

/** Development only: customer service answers a feedback (`POST /dev/feedback/reply`). */
export async function contentDevRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.post<{ Body: { tenant: string; id: number; reply: string } }>(
    '/dev/feedback/reply',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tenant', 'id', 'reply'],
          properties: {
            tenant: { type: 'string', maxLength: 64 },
            id: { type: 'integer', minimum: 1 },
            reply: { type: 'string', minLength: 1, maxLength: 2000 },
          },
        },
      },
    },
    async (request) => {
      const { tenant, id, reply } = request.body;
      const row = await replyFeedback(db, now, tenant, id, reply);
      return row ? ok(row) : fail('feedback.not.found', 'No such feedback.');
    },
  );
}
