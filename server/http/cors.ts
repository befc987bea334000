import cors, { type FastifyCorsOptionsDelegatePromise } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths a site on another origin (a CDN) calls: the platform API and the lottery gateway. */
const CROSS_ORIGIN_PATHS = ['/wps/', '/lgw/'];

/** The host of an `Origin` header (`https://brand.example:8443` → `brand.example:8443`), if valid. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` is one of the tenant sites this server knows: one of a tenant's `domains` (or
 * `<code>.localhost`). A call that names its merchant must come from that merchant's own site; a
 * preflight (which carries no Merchant header) may come from any known tenant site.
 */
export function isTenantOrigin(request: FastifyRequest, origin: string): boolean {
  const host = originHost(origin);
  const site = host === undefined ? undefined : request.server.deps.tenants.byHost(host);
  if (site === undefined) return false;
  const merchant = request.headers.merchant;
  if (typeof merchant !== 'string') return request.method === 'OPTIONS';
  return request.server.deps.tenants.byMerchant(merchant.trim())?.tenant.code === site.code;
}

/**
 * CORS through @fastify/cors, for a site served from a CDN with `api.baseUrl` pointing here: the API
 * answers only its tenants' own origins (never `*`), with credentials (the captcha cookie), and
 * nothing for pages, assets or the back office.
 */
export async function registerCors(app: FastifyInstance) {
  const optionsFor: FastifyCorsOptionsDelegatePromise = async (request) => {
    const origin = request.headers.origin;
    const api = CROSS_ORIGIN_PATHS.some((prefix) => request.url.startsWith(prefix));
    return {
      origin: api && typeof origin === 'string' && isTenantOrigin(request, origin),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    };
  };
  await app.register(cors, () => optionsFor);
}
