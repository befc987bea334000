import type { Combination } from '../../../cli/lib/matrix/combination';
import { matrixRows, selectionFromEnv } from '../../../cli/lib/matrix/rows';

/**
 * The browser sample: every covering row, built so that `toUpline` matches the seeded demo
 * accounts, so every feasible pair is covered (the fast level adds all-off, all-on and the demo
 * tenants). With `WL_MATRIX_TENANT`, that tenant for every kind of user.
 */
export async function browserRows(): Promise<Combination[]> {
  const selection = selectionFromEnv();
  const rows = await matrixRows(selection, { seededAccounts: true });
  if (selection.tenant) return rows;
  return rows.filter((row) => row.source === `${selection.strength}-wise`);
}

/** Demo account of each kind of user (server/db/seed/demo-members.ts). */
export const DEMO_ACCOUNT: Record<Exclude<Combination['user'], 'guest'>, string> = {
  0: 'member0',
  1: 'agent1',
  2: 'agent2',
  4: 'trial4',
  40: 'member40',
  41: 'agent41',
  42: 'agent42',
};
