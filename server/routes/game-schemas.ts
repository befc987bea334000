import type { FastifyRequest } from 'fastify';

/**
 * preValidation of the game relays: `key=` (an empty value) means the parameter is absent, as the
 * platform treats it. Their schemas are in contract/games.ts.
 */
export async function dropEmptyQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}
