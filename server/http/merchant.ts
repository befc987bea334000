import type { FastifyReply, FastifyRequest } from 'fastify';

import { ErrorCodes, fail } from './envelope';

/** Paths that speak the platform API and therefore need a `Merchant` header. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url === '/wps';
}

/**
 * onRequest hook: resolves the tenant of every `/wps` call once, from exactly one known `Merchant`
 * header (merchant code or trial merchant code). Node joins repeated headers with ", ".
 */
export async function resolveMerchant(request: FastifyRequest, reply: FastifyReply) {
  if (!isApiPath(request.url)) return;
  const header = request.headers.merchant;
  const code = typeof header === 'string' ? header.trim() : '';
  const match =
    code && !code.includes(',') ? request.server.deps.tenants.byMerchant(code) : undefined;
  if (!match) {
    const why = !code
      ? 'Merchant header is missing'
      : code.includes(',')
        ? 'Merchant header is repeated'
        : `Unknown merchant ${code}`;
    return reply.send(fail(ErrorCodes.notAvailable, why));
  }
  request.merchant = match;
}

/** The resolved merchant; routes under `/wps` can rely on it. */
export function merchantOf(request: FastifyRequest) {
  if (!request.merchant) throw new Error(`No merchant resolved for ${request.url}`);
  return request.merchant;
}
