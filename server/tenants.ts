import { formatProblem, loadTenants } from '../schema/validate';
import type { Tenant } from '../schema/tenant';

/** Loads and validates the tenant files; a server never starts with an invalid or empty set. */
export async function loadServerTenants(tenantsDir?: string): Promise<Tenant[]> {
  const { tenants, problems } = await loadTenants(tenantsDir);
  if (problems.length) {
    throw new Error(
      `Invalid tenant files:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`,
    );
  }
  if (!tenants.length)
    throw new Error(
      `No tenants found in ${tenantsDir ?? 'tenants/'}: add tenants/<code>/tenant.json`,
    );
  return tenants;
}
