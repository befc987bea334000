import { randomInt } from 'node:crypto';

import { toMinor } from '../../contract/money';
import type { Tenant } from '../../schema/tenant';
import { TRIAL_TYPE } from '../../schema/constants';
import type { Db } from '../db/db';
import type { Clock } from './clock';
import { applyPosting, openAccount } from './ledger';
import { insertMember } from './members';
import { createSession } from './sessions';
import { tenantCurrency } from './tenants';

/** Play money every new free-trial account starts with. */
export const TRIAL_BALANCE = 2000;

/** Creates a type-4 account under the tenant's trial merchant, funds it and logs it in. */
export async function createTrialAccount(
  db: Db,
  now: Clock,
  tenant: Tenant,
  ip: string,
  device: string,
) {
  const { memberId, username } = await db.transaction(async (tx) => {
    for (;;) {
      const username = `trial${randomInt(10_000_000, 100_000_000)}`;
      const memberId = await insertMember(tx, {
        tenantId: tenant.code,
        merchantCode: tenant.trialMerchantCode,
        username,
        passwordHash: null,
        customerType: TRIAL_TYPE,
        nickname: 'Guest',
        mobileMasked: '',
        regDate: now(),
      });
      if (memberId === undefined) continue;
      await openAccount(tx, tenant.code, memberId, tenantCurrency(tenant).currency);
      await applyPosting(tx, now, {
        tenantId: tenant.code,
        memberId,
        amount: toMinor(TRIAL_BALANCE),
        kind: 'trial.grant',
      });
      return { memberId, username };
    }
  });
  const { token } = await createSession(db, now, { tenantId: tenant.code, memberId, ip, device });
  return {
    token,
    userName: username,
    customerType: TRIAL_TYPE,
    merchantCode: tenant.trialMerchantCode,
  };
}
