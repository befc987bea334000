import { combinationFromTenant } from '../../../cli/lib/matrix/from-tenant';
import type { CustomerType } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { expectedMemberCentre } from './member-centre';

export interface DemoUser {
  username: string;
  type: CustomerType;
  hasUpline: boolean;
}

/** Member-centre entries a demo account must see on a demo tenant (spec §2 table, via the oracle). */
export function expectedMemberCentreFor(tenant: Tenant, user: DemoUser): string[] {
  return expectedMemberCentre(
    combinationFromTenant(tenant, user.type, user.hasUpline, user.username),
  );
}
