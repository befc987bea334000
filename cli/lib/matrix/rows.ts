import { loadTenants } from '../../../schema/validate';
import type { Combination } from './combination';
import { generateMatrix, tenantMatrix, type Strength } from './generate';

/** How `wl matrix` tells the suites which rows to run and where to put the results. */
export const MATRIX_ENV = {
  strength: 'WL_MATRIX_STRENGTH',
  tenant: 'WL_MATRIX_TENANT',
  users: 'WL_MATRIX_USERS',
  out: 'WL_MATRIX_OUT',
} as const;

export interface RowSelection {
  strength: Strength;
  /** Only this tenant's own configuration (every kind of user). */
  tenant?: string;
  /** Only rows of these kinds of user (`guest` or a customer type). */
  users?: string[];
}

export function selectionFromEnv(env: NodeJS.ProcessEnv = process.env): RowSelection {
  const tenant = env[MATRIX_ENV.tenant] || undefined;
  const users = env[MATRIX_ENV.users]?.split(',').filter(Boolean);
  return {
    strength: env[MATRIX_ENV.strength] === '3' ? 3 : 2,
    ...(tenant ? { tenant } : {}),
    ...(users?.length ? { users } : {}),
  };
}

/** The rows of a run: the covering matrix plus specials, or one tenant's rows. */
export async function matrixRows(
  selection: RowSelection,
  options: { seededAccounts: boolean; tenantsDir?: string },
): Promise<Combination[]> {
  const rows = await allRows(selection, options);
  const { users } = selection;
  return users ? rows.filter((row) => users.includes(String(row.user))) : rows;
}

async function allRows(
  selection: RowSelection,
  options: { seededAccounts: boolean; tenantsDir?: string },
): Promise<Combination[]> {
  const { tenants, problems } = await loadTenants(options.tenantsDir);
  if (problems.length)
    throw new Error(`invalid tenants: ${problems.map((p) => p.message).join('; ')}`);
  if (selection.tenant) {
    const tenant = tenants.find((candidate) => candidate.code === selection.tenant);
    if (!tenant) throw new Error(`no tenant "${selection.tenant}"`);
    return tenantMatrix(tenant, options.seededAccounts);
  }
  return generateMatrix({
    strength: selection.strength,
    tenants,
    seededAccounts: options.seededAccounts,
  });
}
