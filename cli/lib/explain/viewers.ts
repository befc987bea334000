import type { Tenant } from '../../../schema/tenant';
import type { GateContext } from '../../../src/registry';

/** The kinds of user `wl explain` walks through, with the customer type each stands for. */
export const VIEWERS = [
  { label: 'Guest (not logged in)', type: null },
  { label: 'Member (type 0)', type: 0 },
  { label: 'Free trial (type 4)', type: 4 },
  { label: 'Agent (type 1)', type: 1 },
  { label: 'Agent (type 2)', type: 2 },
  { label: 'Agent (type 41)', type: 41 },
  { label: 'Agent (type 42)', type: 42 },
  { label: 'Member (type 40)', type: 40 },
] as const;
export type Viewer = (typeof VIEWERS)[number];

/**
 * What the site's gates would see for this viewer on this tenant. Promotion availability is what
 * the reference server answers (the tenant's `promotions`); the real platform answers it per
 * session, so guests never have it. `toUpline` is per player, so it is a parameter.
 */
export function viewerContext(tenant: Tenant, viewer: Viewer, toUpline: boolean): GateContext {
  const loggedIn = viewer.type !== null;
  return {
    flags: tenant.flags,
    session: viewer.type === null ? null : { type: viewer.type },
    member: loggedIn ? { toUpline } : null,
    promotions: loggedIn ? { ...tenant.promotions } : { REFERRAL: false, MISSION: false },
    promotionsStatus: loggedIn ? 'known' : 'unknown',
    settings: {
      showVipBenefit: tenant.showVipBenefit,
      dividends: tenant.dividends,
      facebookLink: Boolean(tenant.social?.facebook),
      telegramLink: Boolean(tenant.social?.telegram),
      agentMenu: tenant.agentMenu,
    },
  };
}
