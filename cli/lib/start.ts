import { compileApp } from './compile';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { emitTenant } from './emit-tenant';
import { UserError } from './errors';
import type { ProjectPaths } from './project';
import { appDir } from './project';
import { printProblems } from './report';
import { isAppBuildStale, isTenantBuildStale } from './stale';
import { formatTable } from './table';
import type { LoadedTenant } from './tenants';
import { loadAllTenants } from './tenants';

/** Validates every tenant and (re)builds only what is missing or older than its sources. */
export async function ensureBuilt(paths: ProjectPaths): Promise<LoadedTenant[]> {
  const { tenants, problems } = await loadAllTenants(paths.tenantsDir);
  if (problems.length) {
    printProblems(problems, paths.root);
    throw new UserError('fix the tenant problems above (or run "wl validate") before starting');
  }
  if (!tenants.length)
    throw new UserError(`no tenants in ${paths.tenantsDir}; create one with "wl new <code>"`);
  const app = appDir(paths.distDir);
  if (await isAppBuildStale(paths.root, app)) {
    console.log('Compiling the app (dist/.app is missing or older than src/)…');
    await compileApp(paths);
  }
  for (const loaded of tenants) {
    if (!(await isTenantBuildStale(loaded, app, paths.distDir))) continue;
    const started = performance.now();
    await emitTenant(loaded, app, paths.distDir);
    console.log(`  ✓ built ${loaded.tenant.code} (${Math.round(performance.now() - started)} ms)`);
  }
  return tenants;
}

/** Printed by `wl start --demo`: what the development back office exposes. */
export const DEMO_BANNER = [
  '',
  '*** DEMO MODE: development back office on (/dev/outbox shows SMS codes and captcha answers, ***',
  '*** /dev/* decides withdrawals and identity checks, no login). Never expose this server.    ***',
].join('\n');

/** The URLs of each tenant and, in demo mode, the demo accounts, as `wl start` prints them. */
export function describeServer(
  tenants: LoadedTenant[],
  port: number,
  { demo }: { demo: boolean },
): string {
  const urls = formatTable(
    ['tenant', 'by host name', 'by query'],
    tenants.map(({ tenant }) => [
      tenant.code,
      `http://${tenant.code}.localhost:${port}/m/home`,
      `http://localhost:${port}/m/home?tenant=${tenant.code}`,
    ]),
  );
  if (!demo) return urls;
  const accounts = formatTable(
    ['user', 'password', 'type', 'role'],
    DEMO_ACCOUNTS.map((account) => [
      account.userName,
      DEMO_PASSWORD,
      String(account.customerType),
      account.role,
    ]),
  );
  return `${urls}\n\nDemo accounts (every tenant):\n${accounts}`;
}
