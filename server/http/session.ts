import type { FastifyReply, FastifyRequest } from 'fastify';

import { resolveSession, type SessionIdentity } from '../domain/sessions';
import { ErrorCodes, fail } from './envelope';
import { merchantOf } from './merchant';

/** The raw session token of the `Authorization` header ('' when absent). */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
}

async function lookup(request: FastifyRequest): Promise<SessionIdentity | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const { db, now } = request.server.deps;
  return resolveSession(db, now, merchantOf(request).tenant.code, token);
}

/** preHandler: 401 without a live session of this tenant; renews the idle expiry otherwise. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (!tokenOf(request))
    return reply
      .code(401)
      .send(fail(ErrorCodes.noSession, 'You are not logged in, please login first'));
  request.session = await lookup(request);
  if (!request.session) {
    return reply
      .code(401)
      .send(fail(ErrorCodes.badToken, 'The account has been logged out, please log in again'));
  }
}

/** preHandler: attaches the session when the token is live; guests (or stale tokens) pass as guests. */
export async function optionalSession(request: FastifyRequest) {
  request.session = await lookup(request);
}

/** The session set by `requireSession`. */
export function sessionOf(request: FastifyRequest): SessionIdentity {
  if (!request.session) throw new Error(`No session for ${request.url}`);
  return request.session;
}
