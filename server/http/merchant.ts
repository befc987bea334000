import type { FastifyReply, FastifyRequest } from 'fastify';

import type { MerchantMatch } from '../domain/tenants';
import { ErrorCodes, fail } from './envelope';

/** Paths that speak the platform API and therefore need a `Merchant` header. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url === '/wps';
}

/**
 * The tenant named by exactly one known `Merchant` header (merchant code or trial merchant code),
 * or why there is none, for a caller of `api` (`/wps`, `/lgw`). Node joins repeated headers with
 * ", ".
 */
export function merchantFromHeader(request: FastifyRequest, api: string): MerchantMatch | string {
  const header = request.headers.merchant;
  const code = typeof header === 'string' ? header.trim() : '';
  if (!code) return `Missing Merchant header: every ${api} call names its merchant code`;
  if (code.includes(',')) return `Repeated Merchant header: send one merchant code, not "${code}"`;
  return request.server.deps.tenants.byMerchant(code) ?? `Unknown merchant code "${code}"`;
}

/** onRequest hook: resolves the tenant of every `/wps` call once, from its `Merchant` header. */
export async function resolveMerchant(request: FastifyRequest, reply: FastifyReply) {
  if (!isApiPath(request.url)) return;
  const match = merchantFromHeader(request, '/wps');
  if (typeof match === 'string') return reply.send(fail(ErrorCodes.notAvailable, match));
  request.merchant = match;
}

/** The resolved merchant; routes under `/wps` can rely on it. */
export function merchantOf(request: FastifyRequest) {
  if (!request.merchant) throw new Error(`No merchant resolved for ${request.url}`);
  return request.merchant;
}
