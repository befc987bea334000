import type { Tenant } from '../../../schema/tenant';
import { DEFAULT_LADDER, insertLadder } from '../../domain/club';
import type { Queryable } from '../db';

/** The VIP ladder of the tenant (idempotent: levels already there are kept). */
export async function seedClub(db: Queryable, tenant: Tenant): Promise<void> {
  await insertLadder(db, tenant.code, DEFAULT_LADDER);
}
