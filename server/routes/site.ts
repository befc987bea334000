import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  compressedFile,
  compressibleType,
  pickEncoding,
  precompressedFile,
} from '../http/compressed-file';
import { readCookie, serializeCookie } from '../http/cookies';
import { ErrorCodes, fail } from '../http/envelope';
import { notBuiltPage } from '../http/not-built-page';
import { sitePagePolicy, sitePagePolicyOfFile } from '../http/page-csp';
import {
  compressPage,
  hasShellPicture,
  pageWithShellPicture,
  shellPictureOf,
} from '../http/shell-picture';
import { pickSiteTenant, TENANT_COOKIE } from '../http/site-tenant';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The tenant's pictures (logo, icons, splash images) keep their names across builds: fresh for five
 * minutes, so a page uses its logo more than once without a round trip each time (the preloaded
 * header logo, the login form's), and a new logo shows within five minutes of a build.
 */
const BRAND_PICTURE = 'public, max-age=300, stale-while-revalidate=86400';
const PICTURE = /\.(svg|png|ico|webp|jpe?g|gif)$/;

const cacheControlOf = (path: string) =>
  path.startsWith('/assets/') ? IMMUTABLE : PICTURE.test(path) ? BRAND_PICTURE : 'no-cache';
/** The tenant's offline page (cli/lib/offline-page.ts): a real file, with the CSP of its own script. */
const OFFLINE_PAGE = '/offline.html';
const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];
/** Types the static file server does not know: iOS installs a profile only with its own type. */
const OWN_TYPES: Record<string, string> = { '.mobileconfig': 'application/x-apple-aspen-config' };

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
 * One file of a tenant folder: text files brotli- or gzip-compressed when the client accepts it (the
 * `.br` / `.gz` copy `wl build` wrote beside it, else compressed once and kept in memory), everything
 * else streamed as it is.
 */
async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl);
  const type = compressibleType(file);
  const ownType = OWN_TYPES[posix.extname(file).toLowerCase()];
  if (ownType)
    return reply.type(ownType).sendFile(file, root, { cacheControl: false, contentType: false });
  if (!type) return reply.sendFile(file, root, { cacheControl: false });
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request);
  const path = join(root, file);
  const body = encoding
    ? ((await precompressedFile(path, encoding)) ?? (await compressedFile(path, encoding)))
    : undefined;
  if (!encoding || !body) return reply.sendFile(file, root, { cacheControl: false });
  return reply.header('content-encoding', encoding).type(type).send(body);
}

/**
 * The built sites: `dist/<code>/` of the tenant picked by host, `?tenant=` or cookie. Hashed
 * `/assets/*` are cached for a year; every path without a file extension (and any `*.html`, e.g.
 * `/register.html`, but the offline page) answers the tenant's `index.html` (SPA fallback), never
 * cached; so do `/sw.js` and the other files at the root, so a new service worker reaches players on
 * their next visit. Text files go
 * out compressed (see sendSiteFile): the initial JS is a third of its raw size on the wire.
 */
export async function siteRoutes(app: FastifyInstance) {
  const { distDir, tenants, db, now } = app.deps;
  await app.register(fastifyStatic, { root: distDir, serve: false });

  app.get(
    '/*',
    { compress: false },
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
      if (path === OFFLINE_PAGE && (await isFile(join(root, path.slice(1))))) {
        const policy = await sitePagePolicyOfFile(
          join(root, path.slice(1)),
          pick.tenant.api.baseUrl,
        );
        reply.header('content-security-policy', policy);
        return sendSiteFile(request, reply, root, path.slice(1), 'no-cache');
      }
      const isSpaRoute = !posix.extname(path) || path.endsWith('.html');
      if (isSpaRoute && hasShellPicture(path)) {
        const picture = await shellPictureOf(path, db, pick.tenant, now());
        const html = await pageWithShellPicture(join(root, 'index.html'), picture);
        const encoding = pickEncoding(request);
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        reply.type('text/html; charset=utf-8');
        reply.header('content-security-policy', sitePagePolicy(html, pick.tenant.api.baseUrl));
        if (!encoding) return reply.send(html);
        return reply.header('content-encoding', encoding).send(compressPage(html, encoding));
      }
      if (isSpaRoute) {
        const indexHtml = join(root, 'index.html');
        const policy = await sitePagePolicyOfFile(indexHtml, pick.tenant.api.baseUrl);
        reply.header('content-security-policy', policy);
        return sendSiteFile(request, reply, root, 'index.html', 'no-cache');
      }
      if (!(await isFile(join(root, path))))
        return reply.code(404).type('text/plain').send('Not found');
      return sendSiteFile(request, reply, root, path.slice(1), cacheControlOf(path));
    },
  );
}
