import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** A drawn SVG picture and its strong validator (its content hash). */
export interface Picture {
  body: string;
  etag: string;
}

export function drawnPicture(body: string): Picture {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
}

/** Banners follow the tenant's theme and language, which an operator may change: an hour. */
export const BANNER_MAX_AGE_SECONDS = 3600;

/** Answers a generated SVG, cached for `maxAgeSeconds` and revalidated by ETag (304). */
export function servePicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture,
  maxAgeSeconds: number,
) {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', picture.etag);
  if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(picture.body);
}
