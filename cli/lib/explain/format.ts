import type { Tenant } from '../../../schema/tenant';
import type { SurfaceExplanation } from './surfaces';
import type { Viewer } from './viewers';

function surfaceLines({ surface, items, line, hiddenOnly }: SurfaceExplanation): string[] {
  if (line !== undefined) return [`  ${surface}: ${line}`];
  const list = items ?? [];
  if (hiddenOnly) {
    return [
      `  ${surface}: ${list.length ? list.length : 'none'}`,
      ...list.map((item) => `      ${item.id} ${item.note ?? ''}`),
    ];
  }
  const shown = list
    .filter((item) => item.shown)
    .map((item) => (item.note ? `${item.id} (${item.note})` : item.id));
  const hidden = list.filter((item) => !item.shown);
  const lines = [`  ${surface}: ${shown.length ? shown.join(', ') : '(nothing)'}`];
  for (const item of hidden) lines.push(`      hidden ${item.id}: ${item.note ?? ''}`);
  return lines;
}

/** The text `wl explain` prints: a block per kind of user. */
export function formatExplanation(
  tenant: Tenant,
  viewers: readonly { viewer: Viewer; surfaces: readonly SurfaceExplanation[] }[],
): string {
  const out = [
    `${tenant.code} — ${tenant.name}: what each kind of user sees, and which gate hides the rest`,
  ];
  for (const { viewer, surfaces } of viewers) {
    out.push('', `${viewer.label}`, ...surfaces.flatMap(surfaceLines));
  }
  return `${out.join('\n')}\n`;
}
