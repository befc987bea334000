import { Command } from 'commander';

import { runAction } from '../lib/errors';
import { parsePort, withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';

/** `wl studio`: edit, preview and save the project's tenants in the browser (studio/). */
export function studioCommand(): Command {
  return withCwd(new Command('studio'))
    .description('open the tenant studio: schema-driven editor, live preview, explain table, save')
    .option('--port <n>', 'studio port (127.0.0.1 only)', parsePort, 4300)
    .option('--preview-port <n>', 'preview site port (0: any free port)', parsePort, 0)
    .action(
      runAction(async (flags: { cwd: string; port: number; previewPort: number }) => {
        const started = performance.now();
        // Loaded on use: the studio brings the reference server and Vite, which other commands do not need.
        const { startStudio } = await import('../../studio/server/start-studio');
        const studio = await startStudio(projectPaths(flags.cwd), {
          port: flags.port,
          previewPort: flags.previewPort,
        });
        console.log(
          `Studio at ${studio.url} (${Math.round(performance.now() - started)} ms); preview on port ${studio.previewPort}.`,
        );
        studio.previewReady.then(
          () => console.log(`Preview ready (${Math.round(performance.now() - started)} ms).`),
          (error: unknown) => console.error('error: the preview server did not start:', error),
        );
        const stop = () => void studio.close().finally(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
    );
}
