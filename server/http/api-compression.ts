import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its own headers. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers (JSON, demo-game pages) go out brotli or gzip per Accept-Encoding once they pass 1 kB.
 * Brotli at quality 5: answers are made per request, and quality 11 costs tens of ms on a hot-games
 * list for a few percent. The built sites compress their own files (routes/site.ts opts out).
 */
export async function registerApiCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });
}
