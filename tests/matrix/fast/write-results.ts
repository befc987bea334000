import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { RowResult } from '../../../cli/lib/matrix/compare';
import { MATRIX_ENV } from '../../../cli/lib/matrix/rows';

/** Leaves the row results for `wl matrix` when it asked for them (WL_MATRIX_OUT). */
export function writeResults(level: string, results: readonly RowResult[]): void {
  const out = process.env[MATRIX_ENV.out];
  if (!out) return;
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `${level}.json`), `${JSON.stringify(results, null, 1)}\n`);
}
