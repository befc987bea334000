import { access } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { compileApp } from '../../cli/lib/compile';
import type { ProjectPaths } from '../../cli/lib/project';
import { appDir } from '../../cli/lib/project';
import { loadAllTenants } from '../../cli/lib/tenants';
import { PreviewPlatform } from './preview/platform';
import { startPreviewServer } from './preview/preview-server';
import { PreviewSessions } from './preview/sessions';
import { studioRequestHandler } from './request-handler';
import { StudioState } from './studio-state';

const STUDIO_VITE_CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

export interface RunningStudio {
  url: string;
  previewPort: number;
  /** Resolves when the preview's reference server is up. */
  previewReady: Promise<void>;
  close(): Promise<void>;
}

/**
 * `wl studio`: the studio's page and API on 127.0.0.1:<port>, and the preview origin beside it.
 * Compiles the app first when `dist/.app` has none (the preview serves that build).
 */
export async function startStudio(
  paths: ProjectPaths,
  { port, previewPort = 0 }: { port: number; previewPort?: number },
): Promise<RunningStudio> {
  const compiled = await access(path.join(appDir(paths.distDir), 'index.html')).then(
    () => true,
    () => false,
  );
  if (!compiled) {
    console.log('Compiling the app for the preview (dist/.app is missing)…');
    await compileApp(paths);
  }
  const saved = (await loadAllTenants(paths.tenantsDir)).tenants.map(({ tenant }) => tenant);
  // The reference server takes seconds to migrate and seed: the page is served meanwhile.
  const platform = new PreviewPlatform(saved);
  const state = new StudioState(paths, platform);
  const sessions = new PreviewSessions(platform);
  const preview = await startPreviewServer({ paths, state, platform, sessions }, previewPort);
  let listeningPort = port;
  const server = createServer();
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    configFile: STUDIO_VITE_CONFIG,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
  const context = { paths, state, previewPort: preview.port };
  server.on(
    'request',
    studioRequestHandler(context, () => listeningPort, vite.middlewares),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  listeningPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listeningPort}`,
    previewPort: preview.port,
    previewReady: platform.ready,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An open studio page holds a keep-alive connection and Vite's HMR websocket: closing Vite
      // ends the websocket, closeAllConnections the rest; either would hold the server open.
      await vite.close();
      server.closeAllConnections();
      await closed;
      await preview.close();
      await platform.close();
    },
  };
}
