import { UserError } from './errors';
import type { ProjectPaths } from './project';
import { printProblems } from './report';
import { serverStorage, startReferenceServer } from './server-options';
import { loadNamedTenants } from './tenants';
import { tenantPlugin } from './vite-tenant-plugin';

export interface DevOptions {
  code: string;
  port: number;
  apiPort: number;
}

/** Starts the API (unless one answers already) and a Vite dev server branded as one tenant. */
export async function startDev(
  paths: ProjectPaths,
  { code, port, apiPort }: DevOptions,
): Promise<() => Promise<void>> {
  const { tenants, problems } = await loadNamedTenants(paths.tenantsDir, [code], paths.root);
  const initial = tenants[0];
  if (problems.length || !initial) {
    printProblems(problems, paths.root);
    throw new UserError(`tenant "${code}" is not valid; fix the problems above`);
  }
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const closeApi = await ensureApi(paths, apiPort, apiOrigin);
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: paths.viteConfig,
    // Loads the config (and what it imports from src/) through Vite's module runner.
    configLoader: 'runner',
    root: paths.srcDir,
    server: { port, strictPort: true },
    plugins: [tenantPlugin({ tenantsDir: paths.tenantsDir, root: paths.root, initial, apiOrigin })],
  });
  await vite.listen();
  console.log(`\n${initial.tenant.name} (${code}) in development; API at ${apiOrigin}`);
  vite.printUrls();
  return async () => {
    await vite.close();
    await closeApi();
  };
}

async function ensureApi(
  paths: ProjectPaths,
  port: number,
  origin: string,
): Promise<() => Promise<void>> {
  if (await answers(`${origin}/wps/system/status`)) {
    console.log(`Using the API server already running at ${origin}.`);
    return async () => {};
  }
  const server = await startReferenceServer({
    port,
    host: '127.0.0.1',
    tenantsDir: paths.tenantsDir,
    distDir: paths.distDir,
    ...serverStorage(paths),
    // A development command: the back office (outbox, /dev decisions, dev identity provider) is on.
    dev: true,
    logger: 'warn',
  });
  console.log(`Started the reference server at ${server.url}.`);
  return () => server.close();
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}
