import type { Tenant } from '../../schema/tenant';
import type { Queryable } from '../db/db';
import { refuseDuplicate } from '../db/idempotency';
import { accountErrors } from './account-errors';
import type { Clock } from './clock';
import { deliverWelcomeMessages } from './content/welcome';
import { openAccount } from './ledger';
import { mobileTaken } from './member-accounts';
import { insertMember } from './members';
import { maskMobile } from './mobile';
import { tenantCurrency } from './tenants';

export interface NewAccount {
  username: string;
  passwordHash: string | null;
  nickname: string;
  email: string;
  mobile?: { full: string; national: string };
  paymentPasswordHash?: string | null;
  /** Contact and identity fields (idNumber, qqNum, wechat, …). */
  profile: Record<string, string>;
  uplineId: number | null;
  recommenderId: number | null;
  /** 0 (member, the default) or an agent type when an agent opens a sub-agent. */
  customerType?: number;
}

/** Inserts a member (type 0 unless given), opens its wallet; throws username/mobile.exists. */
export async function createAccount(
  tx: Queryable,
  now: Clock,
  tenant: Tenant,
  account: NewAccount,
): Promise<number> {
  if (account.mobile && (await mobileTaken(tx, tenant.code, account.mobile.full)))
    throw accountErrors.mobileExists();
  const id = await insertMember(tx, {
    tenantId: tenant.code,
    merchantCode: tenant.merchantCode,
    username: account.username,
    passwordHash: account.passwordHash,
    customerType: account.customerType ?? 0,
    nickname: account.nickname,
    mobileMasked: account.mobile ? maskMobile(account.mobile.national) : '',
    regDate: now(),
    uplineId: account.uplineId,
  });
  if (id === undefined) throw accountErrors.usernameExists();
  await refuseDuplicate(
    () =>
      tx.query(
        `UPDATE members SET email = $3, mobile_number = $4, payment_password_hash = $5, profile = $6,
           recommender_id = $7 WHERE tenant_id = $1 AND id = $2`,
        [
          tenant.code,
          id,
          account.email,
          account.mobile?.full ?? null,
          account.paymentPasswordHash ?? null,
          JSON.stringify(account.profile),
          account.recommenderId,
        ],
      ),
    accountErrors.mobileExists,
  );
  await openAccount(tx, tenant.code, id, tenantCurrency(tenant).currency);
  await deliverWelcomeMessages(tx, now, tenant, id);
  return id;
}
