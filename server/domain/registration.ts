import { randomInt } from 'node:crypto';

import {
  OPTIONAL_REGISTRATION_FIELDS,
  type OptionalRegistrationField,
} from '../../schema/registration.schema';
import type { Tenant } from '../../schema/tenant';
import type { Db } from '../db/db';
import { accountErrors } from './account-errors';
import { createAccount, type NewAccount } from './account-create';
import { affiliateAgent } from './affiliates';
import { solveCaptcha } from './captcha';
import type { Clock } from './clock';
import { issueLogin, type LoginSuccess } from './login';
import { findMemberById, mobileTaken } from './member-accounts';
import { findLoginCandidate } from './members';
import { checkCode, consumeCode } from './one-time-codes';
import { hashPassword } from './passwords';
import type { CheckedRegistration } from './registration-input';

/** Who is registering: the tenant, the client and its captcha cookie. */
export interface Requester {
  tenant: Tenant;
  ip: string;
  device: string;
  captchaId?: string;
}

/** Optional fields kept in their own columns or used for the upline; the rest go to the profile. */
const NOT_PROFILE = new Set<OptionalRegistrationField>([
  'paymentPassword',
  'mobileNum',
  'email',
  'nickname',
  'recommenderId',
  'affiliateCode',
]);
const PROFILE_FIELDS = OPTIONAL_REGISTRATION_FIELDS.filter((field) => !NOT_PROFILE.has(field));

async function uplineOf(db: Db, tenantId: string, input: CheckedRegistration) {
  const { affiliateCode, recommenderId } = input.extras;
  const affiliate = affiliateCode ? await affiliateAgent(db, tenantId, affiliateCode) : undefined;
  if (affiliateCode && affiliate === undefined) throw accountErrors.badAffiliate();
  const recommender = recommenderId
    ? (await findLoginCandidate(db, tenantId, recommenderId))?.id
    : undefined;
  if (recommenderId && recommender === undefined) throw accountErrors.badRecommender();
  return { uplineId: affiliate ?? recommender ?? null, recommenderId: recommender ?? null };
}

/** Creates the account of a checked registration (captcha, codes, upline) and logs it in. */
export async function register(
  deps: { db: Db; now: Clock },
  requester: Requester,
  input: CheckedRegistration,
): Promise<LoginSuccess & { customerId: number }> {
  const { db, now } = deps;
  const tenantId = requester.tenant.code;
  if (input.captcha !== undefined) {
    const solved =
      requester.captchaId !== undefined &&
      (await solveCaptcha(db, now, tenantId, requester.captchaId, input.captcha));
    if (!solved) throw accountErrors.captchaInvalid();
  }
  const links = await uplineOf(db, tenantId, input);
  if (input.username && (await findLoginCandidate(db, tenantId, input.username)))
    throw accountErrors.usernameExists();
  const { mobile } = input;
  if (mobile && (await mobileTaken(db, tenantId, mobile.full))) throw accountErrors.mobileExists();
  const codeKey = mobile && { tenantId, purpose: 'register' as const, target: mobile.full };
  if (codeKey && input.verificationCode !== undefined) {
    if (!(await checkCode(db, now, codeKey, input.verificationCode))) throw accountErrors.badCode();
  }
  const { extras } = input;
  const account: Omit<NewAccount, 'username'> = {
    passwordHash: input.password ? await hashPassword(input.password) : null,
    paymentPasswordHash: extras.paymentPassword ? await hashPassword(extras.paymentPassword) : null,
    nickname: extras.nickname ?? '',
    email: extras.email ?? '',
    mobile,
    profile: Object.fromEntries(
      PROFILE_FIELDS.flatMap((key) => (extras[key] ? [[key, extras[key]]] : [])),
    ),
    ...links,
  };
  const memberId = await db.transaction(async (tx) => {
    if (codeKey && input.verificationCode !== undefined && !(await consumeCode(tx, now, codeKey)))
      throw accountErrors.badCode();
    if (input.username)
      return createAccount(tx, now, requester.tenant, { ...account, username: input.username });
    for (;;) {
      const username = `m${randomInt(100_000_000, 1_000_000_000)}`;
      if (await findLoginCandidate(tx, tenantId, username)) continue;
      return createAccount(tx, now, requester.tenant, { ...account, username });
    }
  });
  const member = await findMemberById(db, tenantId, memberId);
  if (!member) throw new Error(`member ${memberId} vanished after registration`);
  const session = await issueLogin(db, now, member, { tenantId, ...requester });
  return { ...session, firstTimeLogin: true, customerId: memberId };
}
