import { Command } from 'commander';

import { runAction } from '../lib/errors';
import { parsePort, portFromEnv, withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { serverStorage, startReferenceServer } from '../lib/server-options';
import { describeServer, ensureBuilt } from '../lib/start';

/** `wl start`: build what is stale, then serve every tenant with the reference server. */
export function startCommand(): Command {
  return withCwd(new Command('start'))
    .description('build stale tenants and serve them all with the reference server')
    .option('--port <n>', 'port to listen on (default: env PORT, else 8080)', parsePort)
    .action(
      runAction(async (flags: { cwd: string; port?: number }) => {
        const port = flags.port ?? portFromEnv(8080);
        const paths = projectPaths(flags.cwd);
        const tenants = await ensureBuilt(paths);
        const server = await startReferenceServer({
          port,
          distDir: paths.distDir,
          tenantsDir: paths.tenantsDir,
          ...serverStorage(paths),
        });
        console.log(`\nServing ${tenants.length} tenants on ${server.url}\n`);
        console.log(describeServer(tenants, server.port));
        const stop = () => void server.close().finally(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
    );
}
