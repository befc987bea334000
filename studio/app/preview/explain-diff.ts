import type { ExplainTable } from '../../shared/api-types';

export interface CellEntry {
  text: string;
  change: 'added' | 'removed' | 'same';
}

/**
 * One cell's entries against the table before the last edit: entries the edit added, and those it
 * removed (kept, marked, so the reader sees what went).
 */
export function cellEntries(
  current: ExplainTable,
  previous: ExplainTable | null,
  surface: string,
  column: number,
): CellEntry[] {
  const now = current.rows.find((row) => row.surface === surface)?.cells[column] ?? [];
  if (!previous) return now.map((text) => ({ text, change: 'same' }));
  const before = previous.rows.find((row) => row.surface === surface)?.cells[column] ?? [];
  return [
    ...now.map((text): CellEntry => ({ text, change: before.includes(text) ? 'same' : 'added' })),
    ...before
      .filter((text) => !now.includes(text))
      .map((text): CellEntry => ({ text, change: 'removed' })),
  ];
}
