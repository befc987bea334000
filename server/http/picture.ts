import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** A generated picture, its media type and its strong validator. */
export interface Picture {
  body: string | Buffer;
  type: string;
  etag: string;
}

/** A short strong validator for what a picture is made from. */
export const etagOf = (...parts: string[]) =>
  `"${createHash('sha1').update(parts.join('\n')).digest('base64url').slice(0, 20)}"`;

/** A drawn SVG picture; its validator is its content hash. */
export function drawnPicture(body: string): Picture {
  return { body, type: 'image/svg+xml', etag: etagOf(body) };
}

/** Banners follow the tenant's theme and language, which an operator may change: an hour. */
export const BANNER_MAX_AGE_SECONDS = 3600;

/** Answers a generated picture, cached for `maxAgeSeconds` and revalidated by ETag (304). */
export function servePicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture,
  maxAgeSeconds: number,
) {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', picture.etag);
  if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
  return reply.type(picture.type).send(picture.body);
}
