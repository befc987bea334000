import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { readCookie, serializeCookie } from '../http/cookies';
import { ErrorCodes, fail } from '../http/envelope';
import { notBuiltPage } from '../http/not-built-page';
import { pickSiteTenant, TENANT_COOKIE } from '../http/site-tenant';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** Normalised request path, or undefined when it tries to leave the tenant folder. */
function safePath(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const normal = posix.normalize(path);
  return normal.startsWith('/') && !normal.includes('\0') ? normal : undefined;
}

/**
 * The built sites: `dist/<code>/` of the tenant picked by host, `?tenant=` or cookie. Hashed
 * `/assets/*` are cached for a year; every path without a file extension (and any `*.html`, e.g.
 * `/register.html`) answers the tenant's `index.html` (SPA fallback), never cached.
 */
export async function siteRoutes(app: FastifyInstance) {
  const { distDir, tenants } = app.deps;
  await app.register(fastifyStatic, { root: distDir, serve: false });

  app.get(
    '/*',
    async (request: FastifyRequest<{ Querystring: { tenant?: string } }>, reply: FastifyReply) => {
      if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        return reply
          .code(404)
          .send(fail(ErrorCodes.notAvailable, `No route GET ${request.url.split('?')[0]}`));
      }
      const pick = pickSiteTenant(
        tenants,
        request.headers.host ?? '',
        request.query.tenant,
        readCookie(request.headers.cookie, TENANT_COOKIE),
      );
      const path = safePath(request.url);
      if (!pick || !path) return reply.code(404).type('text/plain').send('Not found');
      const root = join(distDir, pick.tenant.code);
      if (!(await isFile(join(root, 'index.html')))) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send(notBuiltPage(pick.tenant.code, distDir));
      }
      if (pick.remember) {
        reply.header(
          'set-cookie',
          serializeCookie(TENANT_COOKIE, pick.tenant.code, {
            maxAgeSeconds: 30 * 24 * 3600,
            httpOnly: false,
          }),
        );
      }
      const isSpaRoute = !posix.extname(path) || path.endsWith('.html');
      if (isSpaRoute) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', root, { cacheControl: false });
      }
      if (!(await isFile(join(root, path))))
        return reply.code(404).type('text/plain').send('Not found');
      if (path.startsWith('/assets/'))
        return reply.sendFile(path.slice(1), root, { maxAge: YEAR_MS, immutable: true });
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(path.slice(1), root, { cacheControl: false });
    },
  );
}
