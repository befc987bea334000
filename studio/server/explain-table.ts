import { explainViewer, VIEWERS } from '../../cli/lib/explain';
import type { SurfaceExplanation } from '../../cli/lib/explain';
import type { Tenant } from '../../schema/tenant';
import type { ExplainTable } from '../shared/api-types';

/** A surface's row name: `member centre, new (card grid), mem_cen=1` is the `member centre` row. */
const rowName = (surface: string) => surface.split(',')[0] ?? surface;

/** What one viewer sees on one surface: the items shown (or, for pages, those they cannot open). */
function cellOf(surface: SurfaceExplanation): string[] {
  if (surface.line !== undefined) return [surface.line];
  const items = surface.items ?? [];
  if (surface.hiddenOnly) return items.map((item) => `${item.id} ${item.note ?? ''}`.trim());
  const detail = surface.surface.includes(',')
    ? [surface.surface.slice(rowName(surface.surface).length + 2)]
    : [];
  return [
    ...detail,
    ...items
      .filter((item) => item.shown)
      .map((item) => (item.note ? `${item.id} (${item.note})` : item.id)),
  ];
}

/** `wl explain` for one tenant as surfaces × kinds of user (cli/lib/explain decides every entry). */
export function explainTable(tenant: Tenant): ExplainTable {
  const columns = VIEWERS.map((viewer) => explainViewer(tenant, viewer));
  const surfaces = [...new Set(columns.flatMap((column) => column.map((s) => rowName(s.surface))))];
  return {
    viewers: VIEWERS.map((viewer) => viewer.label),
    rows: surfaces.map((surface) => ({
      surface,
      cells: columns.map((column) => {
        const found = column.find((s) => rowName(s.surface) === surface);
        return found ? cellOf(found) : [];
      }),
    })),
  };
}
