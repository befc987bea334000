import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compareSurfaces, formatRowFailure, type RowResult } from '../../../cli/lib/matrix/compare';
import { uniformRow, combinationFromRow } from '../../../cli/lib/matrix/factors';
import { matrixRows, selectionFromEnv } from '../../../cli/lib/matrix/rows';
import { expectedSurfaces } from '../oracle';
import { observeRow } from './observe-row';
import { writeResults } from './write-results';

/**
 * The fast level for one shard of the rows (row index modulo `of`): two shard files let Vitest
 * use both cores. Every row renders the real app once and walks all its surfaces.
 */
export async function defineMatrixShard(shard: number, of: number): Promise<void> {
  const all = await matrixRows(selectionFromEnv(), { seededAccounts: false });
  const rows = all
    .map((row, index) => [row.id, row, index] as const)
    .filter(([, , index]) => index % of === shard);
  const results: RowResult[] = [];

  // A selection smaller than the shard count (`wl matrix perlas --user guest`) leaves a shard empty,
  // which Vitest would fail as a file without tests: say so with a check of why it is empty.
  if (rows.length === 0) {
    it(`gets no row: the selection has ${all.length} of them`, () => {
      expect(all.length).toBeLessThanOrEqual(shard);
    });
    return;
  }

  // Loads every lazy screen once (an agent opens every probe page) so rows time only themselves.
  beforeAll(async () => {
    await observeRow(combinationFromRow(uniformRow(true, 1), 'warm-up', 'warm-up'), 0);
  }, 120_000);
  afterAll(() => writeResults(`fast-${shard + 1}`, results));

  describe(`flag matrix, fast level (shard ${shard + 1}/${of}: ${rows.length} of ${all.length} rows)`, () => {
    it.each(rows)('%s', async (_id, c, index) => {
      const started = performance.now();
      const shown = await observeRow(c, index);
      // Not a spec table but an invariant of the registry: a shown entry never leads to a closed page.
      const expected = { ...expectedSurfaces(c), visibleUsable: [] };
      const checks = compareSurfaces(expected, shown, () => 'dom');
      const result = { combination: c, checks, ms: Math.round(performance.now() - started) };
      results.push(result);
      expect(
        checks.filter((check) => !check.pass),
        formatRowFailure(result),
      ).toEqual([]);
    });
  });
}
