import type { Tenant } from '../../../schema/tenant';
import { formatExplanation } from './format';
import { explainViewer } from './surfaces';
import { VIEWERS } from './viewers';

export { explainViewer, type SurfaceExplanation } from './surfaces';
export { VIEWERS, viewerContext, type Viewer } from './viewers';

/** Everything `wl explain <code>` prints for one tenant. */
export function explainTenant(tenant: Tenant): string {
  return formatExplanation(
    tenant,
    VIEWERS.map((viewer) => ({ viewer, surfaces: explainViewer(tenant, viewer) })),
  );
}
