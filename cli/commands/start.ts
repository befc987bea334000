import { Command } from 'commander';

import { closeOnSignals } from '../../server/close-on-signals';
import { runAction } from '../lib/errors';
import { hostFromEnv, parsePort, portFromEnv, withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { serverRuntime, serverStorage, startReferenceServer } from '../lib/server-options';
import { DEMO_BANNER, describeServer, ensureBuilt } from '../lib/start';

interface StartFlags {
  cwd: string;
  port?: number;
  host?: string;
  demo?: boolean;
}

/** `wl start`: build what is stale, then serve every tenant with the reference server. */
export function startCommand(): Command {
  return withCwd(new Command('start'))
    .description('build stale tenants and serve them all with the reference server')
    .option('--port <n>', 'port to listen on (default: env PORT, else 8080)', parsePort)
    .option('--host <address>', 'address to listen on (default: env HOST, else 127.0.0.1)')
    .option(
      '--demo',
      'development back office: /dev routes, outbox of SMS codes and captcha answers (also WL_DEV=1)',
    )
    .action(
      runAction(async (flags: StartFlags) => {
        const paths = projectPaths(flags.cwd);
        const runtime = serverRuntime({ demo: flags.demo });
        const tenants = await ensureBuilt(paths);
        const server = await startReferenceServer({
          port: flags.port ?? portFromEnv(8080),
          host: flags.host ?? hostFromEnv('127.0.0.1'),
          distDir: paths.distDir,
          tenantsDir: paths.tenantsDir,
          ...serverStorage(paths),
          ...runtime,
        });
        if (runtime.dev) console.log(DEMO_BANNER);
        console.log(`\nServing ${tenants.length} tenants on ${server.url}\n`);
        console.log(describeServer(tenants, server.port, { demo: runtime.dev }));
        closeOnSignals(server.close);
      }),
    );
}
