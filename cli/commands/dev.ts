import { Command } from 'commander';

import { runAction } from '../lib/errors';
import { startDev } from '../lib/dev';
import { parsePort, withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';

/** `wl dev <code>`: Vite dev server branded as one tenant, API proxied to the reference server. */
export function devCommand(): Command {
  return withCwd(new Command('dev'))
    .description('develop one tenant with hot reload (Vite) against the reference server')
    .argument('<code>', 'tenant code')
    .option('--port <n>', 'dev server port', parsePort, 5173)
    .option(
      '--api-port <n>',
      'reference server port (started here unless one answers)',
      parsePort,
      8080,
    )
    .action(
      runAction(async (code: string, flags: { cwd: string; port: number; apiPort: number }) => {
        const close = await startDev(projectPaths(flags.cwd), {
          code,
          port: flags.port,
          apiPort: flags.apiPort,
        });
        const stop = () => void close().finally(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
    );
}
