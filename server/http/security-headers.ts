import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (API, demo games, payment page). Pages of the built
 * site get the same policy plus the hashes of their inline scripts (page-csp.ts).
 * - style-src 'unsafe-inline': styled-components writes `<style>` elements at run time, and the
 *   tenant head and first-paint shell carry inline styles; hashes cannot cover styles made at run time.
 * - img-src https: banners, icons and game art may come from the operator's CDN.
 * - frame-src https: the site frames game providers' pages; frame-ancestors 'self': the site frames
 *   the demo games (and nothing else may frame us).
 * - worker-src 'self': the site's own service worker (/sw.js) and nothing else.
 * - No upgrade-insecure-requests: the server may be reached over plain HTTP on a private network.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  workerSrc: ["'self'"],
  upgradeInsecureRequests: null,
} as const;

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers on every answer through @fastify/helmet: CSP, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy`, `X-Frame-Options: SAMEORIGIN`. HSTS only for requests that came over TLS
 * (directly, or through a trusted proxy's X-Forwarded-Proto): a plain-HTTP host must not pin itself.
 * Images may be embedded cross-origin (a CDN-hosted site shows the API's icons and banners), and the
 * opener policy lets social sign-in popups report back.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
