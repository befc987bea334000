import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { appDir, type ProjectPaths } from '../../../cli/lib/project';
import { renderManifest } from '../../../cli/lib/tenant-manifest';
import type { StudioState } from '../studio-state';
import { readBody, safeUrlPath, sendBody, sendFile, sendText } from '../http-helpers';
import { type PreviewPlatform, previewTenant } from './platform';
import { previewPage } from './preview-page';
import type { PreviewSessions } from './sessions';

/** Paths the reference server answers (API, back office, demo games, payment pages, pictures). */
const PLATFORM_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/dev/',
  '/demo-games/',
  '/pay/',
  '/banner-images/',
  '/game-icons/',
];
/** `<viewer>.<code>.localhost[:port]`: each viewer of each tenant has an origin (and storage) of its own. */
const PREVIEW_HOST = /^([a-z0-9]+)\.([a-z][a-z0-9-]{1,30})\.localhost(?::\d+)?$/;
/**
 * The site registers `/sw.js`; in the preview a worker would only cache drafts, so this one takes
 * over and unregisters itself at once.
 */
const RETIRING_WORKER =
  "self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',()=>self.registration.unregister());";
/** Response headers Node sets itself when it sends the body. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface PreviewServerDeps {
  paths: ProjectPaths;
  state: StudioState;
  platform: PreviewPlatform;
  sessions: PreviewSessions;
}

export interface PreviewServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The preview origin: the compiled app (`dist/.app`) with each tenant's draft injected into the page
 * at request time, the tenant's logo and icon from its folder, and the API answered in process by
 * the studio's own reference server. Listens on 127.0.0.1 only.
 */
export async function startPreviewServer(
  deps: PreviewServerDeps,
  port = 0,
): Promise<PreviewServer> {
  const server = createServer((request, response) => {
    handle(deps, request, response).catch((error: unknown) => {
      console.error('studio preview:', error);
      if (!response.headersSent) sendText(response, 500, 'preview failed');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The preview frame's keep-alive connections would hold the server open until the page goes.
      server.closeAllConnections();
      return closed;
    },
  };
}

async function handle(deps: PreviewServerDeps, request: IncomingMessage, response: ServerResponse) {
  const match = PREVIEW_HOST.exec(request.headers.host ?? '');
  const urlPath = safeUrlPath(request.url ?? '/');
  if (!match || !urlPath) return sendText(response, 404, 'Not found');
  const app = appDir(deps.paths.distDir);
  // Content-hashed files of the compiled app: the same for every tenant and draft.
  if (urlPath.startsWith('/assets/'))
    return sendFile(response, path.join(app, urlPath), 'public, max-age=31536000, immutable');
  const toPlatform = PLATFORM_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
  // A page is where a preview starts: it first brings in tenant files changed on disk.
  await (toPlatform ? deps.state.settled() : deps.state.syncedWithDisk());
  const tenant = await deps.state.tenant(match[2]!);
  if (!tenant) return sendText(response, 404, 'Not found');
  if (toPlatform) return forward(deps.platform, request, response);
  const tenantDir = path.join(deps.paths.tenantsDir, tenant.code);
  const name = urlPath.slice(1);
  if (name === tenant.theme.logo || name === tenant.theme.icon)
    return sendFile(response, path.join(tenantDir, name), 'no-cache');
  const extension = path.posix.extname(urlPath);
  if (extension && extension !== '.html') {
    if (urlPath === '/sw.js') return sendBody(response, 'text/javascript', RETIRING_WORKER);
    if (urlPath === '/manifest.webmanifest')
      return sendBody(response, 'application/manifest+json', renderManifest(previewTenant(tenant)));
    return sendFile(response, path.join(app, urlPath), 'public, max-age=31536000, immutable');
  }
  const appHtml = await readFile(path.join(app, 'index.html'), 'utf8').catch(() => undefined);
  if (!appHtml) return sendText(response, 503, 'the app is not built yet (dist/.app)');
  const logo = await readFile(path.join(tenantDir, tenant.theme.logo)).catch(() => undefined);
  const session = await deps.sessions.sessionOf(tenant, match[1]!);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(previewPage(appHtml, tenant, logo, session));
}

/** Hands an API request to the in-process reference server and sends its answer back. */
async function forward(
  platform: PreviewPlatform,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const body = await readBody(request);
  const answer = await platform.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: request.url ?? '/',
    headers: request.headers,
    ...(body.length ? { payload: body } : {}),
  });
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
  );
  response.writeHead(answer.statusCode, headers);
  response.end(answer.rawPayload);
}
