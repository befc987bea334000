import { WHITE_LABEL_FLAG_IDS, type WhiteLabelFlag } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import type { Combination, UserKind } from './combination';

/** A tenant's own configuration seen by one player. */
export function combinationFromTenant(
  tenant: Tenant,
  user: UserKind,
  toUpline: boolean,
  id: string,
): Combination {
  const flags = tenant.flags as Partial<Record<WhiteLabelFlag, boolean>>;
  return {
    id,
    source: `tenant:${tenant.code}`,
    user,
    toUpline,
    flags: Object.fromEntries(
      WHITE_LABEL_FLAG_IDS.map((flag) => [flag, flags[flag] === true]),
    ) as Record<WhiteLabelFlag, boolean>,
    templates: { mem_cen: tenant.templates.mem_cen, dep_func: tenant.templates.dep_func },
    showVipBenefit: tenant.showVipBenefit,
    dividends: tenant.dividends,
    promotions: { REFERRAL: tenant.promotions.REFERRAL, MISSION: tenant.promotions.MISSION },
    social: {
      facebook: Boolean(tenant.social?.facebook),
      telegram: Boolean(tenant.social?.telegram),
    },
    agentMenu: [...tenant.agentMenu],
  };
}
