import path from 'node:path';

/** Where a `wl` project keeps its parts, all derived from the `--cwd` root. */
export interface ProjectPaths {
  root: string;
  tenantsDir: string;
  distDir: string;
  srcDir: string;
  viteConfig: string;
}

/** `outDir`, else `WL_DIST_DIR` (the variable the reference server reads too), else `<root>/dist`. */
export function projectPaths(cwd: string, outDir = process.env.WL_DIST_DIR): ProjectPaths {
  const root = path.resolve(cwd);
  return {
    root,
    tenantsDir: path.join(root, 'tenants'),
    distDir: outDir ? path.resolve(root, outDir) : path.join(root, 'dist'),
    srcDir: path.join(root, 'src'),
    viteConfig: path.join(root, 'vite.config.ts'),
  };
}

/** The compiled app shared by every tenant. */
export function appDir(distDir: string): string {
  return path.join(distDir, '.app');
}

export function tenantFile(tenantsDir: string, code: string): string {
  return path.join(tenantsDir, code, 'tenant.json');
}
