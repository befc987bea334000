import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin, ProxyOptions } from 'vite';

import { compileShellScript, withShellScript } from '../../src/landing/landing-build';
import { printProblems } from './report';
import { injectTenantHead } from './tenant-html';
import { imageType, renderManifest } from './tenant-manifest';
import type { LoadedTenant } from './tenants';
import { loadNamedTenants } from './tenants';

export interface TenantPluginOptions {
  tenantsDir: string;
  root: string;
  /** The validated tenant to start with. */
  initial: LoadedTenant;
  /** Origin of the reference server that answers /wps, /lgw and /dev. */
  apiOrigin: string;
}

/** The site's sources this CLI belongs to: the shell script is compiled from them. */
const SITE_SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Paths the dev server forwards to the reference server (regex keys so `/devices.tsx` is not caught). */
export const PROXIED_PATHS = [
  '^/wps(/|$)',
  '^/lgw(/|$)',
  '^/dev(/|$)',
  '^/(game-icons|vendor-icons|team-icons|banner-images|demo-games|pay)/',
];

/**
 * Dev-server counterpart of `wl build`: the same tenant head in index.html, the tenant's manifest,
 * logo and icon, and the API proxied to the reference server. Editing tenant.json reloads the page.
 */
export function tenantPlugin(options: TenantPluginOptions): Plugin {
  let current = options.initial;
  let shellScript: Promise<string> | undefined;
  const reload = async (): Promise<boolean> => {
    const { tenants, problems } = await loadNamedTenants(
      options.tenantsDir,
      [current.file],
      options.root,
    );
    if (problems.length || !tenants[0]) {
      console.error(
        `${current.tenant.code}: tenant.json has problems; keeping the last valid version.`,
      );
      printProblems(problems, options.root);
      return false;
    }
    current = tenants[0];
    return true;
  };
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    PROXIED_PATHS.map((key) => [key, { target: options.apiOrigin }]),
  );
  return {
    name: 'wl-tenant',
    config: () => ({ server: { proxy } }),
    configureServer(server) {
      server.watcher.add(options.initial.dir);
      server.watcher.on('change', (file) => {
        if (path.dirname(file) !== current.dir) return;
        void reload().then((changed) => changed && server.ws.send({ type: 'full-reload' }));
      });
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        const { theme } = current.tenant;
        if (pathname === '/manifest.webmanifest') {
          send(res, 'application/manifest+json', renderManifest(current.tenant));
        } else if (pathname === `/${theme.logo}` || pathname === `/${theme.icon}`) {
          const name = pathname.slice(1);
          readFile(path.join(current.dir, name)).then(
            (body) => send(res, imageType(name), body),
            next,
          );
        } else next();
      });
    },
    transformIndexHtml: {
      order: 'pre',
      // The shell's script goes in before the shell, as in the build (landing-build.ts).
      handler: async (html) => {
        shellScript ??= compileShellScript(SITE_SRC);
        return injectTenantHead(withShellScript(html, await shellScript), current.tenant);
      },
    },
  };
}

function send(res: ServerResponse, type: string, body: string | Buffer): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-cache');
  res.end(body);
}
