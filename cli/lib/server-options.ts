import path from 'node:path';

import type { ProjectPaths } from './project';

/**
 * Where the reference server started by `wl start` / `wl dev` keeps its data: DATABASE_URL when set,
 * else the PGlite folder WL_DATA_DIR, else `<project>/.data/pglite` (so `--cwd` is honoured).
 */
export function serverStorage(paths: ProjectPaths): { dataDir?: string; databaseUrl?: string } {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return { databaseUrl };
  return { dataDir: process.env.WL_DATA_DIR ?? path.join(paths.root, '.data', 'pglite') };
}
