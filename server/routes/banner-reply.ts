import type { FastifyReply, FastifyRequest } from 'fastify';

/** A drawn picture and its strong validator. */
export interface Picture {
  body: string;
  etag: string;
}

/**
 * Answers a banner picture. Cached for an hour only (the picture follows the tenant's theme and
 * language, which an operator may change) and revalidated by ETag.
 */
export function servePicture(request: FastifyRequest, reply: FastifyReply, picture: Picture) {
  reply.header('cache-control', 'public, max-age=3600').header('etag', picture.etag);
  if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(picture.body);
}
