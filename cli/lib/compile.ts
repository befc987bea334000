import { access } from 'node:fs/promises';

import { UserError } from './errors';
import { precompressApp } from './precompress';
import type { ProjectPaths } from './project';
import { appDir } from './project';

/**
 * Compiles the app once with Vite (the project's vite.config.ts, root `src/`) into `<dist>/.app`.
 * The tenant never reaches the compiler: every tenant shares this output, with `.br` and `.gz`
 * copies of its text files.
 */
export async function compileApp(paths: ProjectPaths): Promise<string> {
  const outDir = appDir(paths.distDir);
  await access(paths.viteConfig).catch(() => {
    throw new UserError(`no vite.config.ts in ${paths.root}; is --cwd the project root?`);
  });
  const { build } = await import('vite');
  // Vite builds React in development mode when NODE_ENV says so (tests run `wl start` with
  // NODE_ENV=test): players always get the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: paths.viteConfig,
      // Loads the config (and what it imports from src/) through Vite's module runner.
      configLoader: 'runner',
      root: paths.srcDir,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } catch (error) {
    throw new UserError(
      `compiling the app failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await precompressApp(outDir);
  return outDir;
}
