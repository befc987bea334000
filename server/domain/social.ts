import type { Tenant } from '../../schema/tenant';
import type { Db, Queryable } from '../db/db';
import { refuseDuplicate } from '../db/idempotency';
import type { AbuseLimits } from './abuse-limits';
import { AccountError, accountErrors, RateLimitError } from './account-errors';
import { createAccount } from './account-create';
import type { Clock } from './clock';
import { requireField } from './field-rules';
import { issueLogin, type LoginSuccess, verifyCredentials } from './login';
import { findMemberById } from './member-accounts';
import { findLoginCandidate } from './members';
import type { Outbox } from './outbox';
import { hashPassword } from './passwords';
import type { Requester } from './registration';
import {
  issueLinkToken,
  PROVIDER_FLAGS,
  readIdToken,
  readLinkToken,
  type SocialIdentity,
  type SocialProvider,
} from './social-identity';

export interface SocialDeps {
  db: Db;
  now: Clock;
  outbox: Outbox;
  signingSecret: Buffer;
  limits: AbuseLimits;
}

export function providerEnabled(tenant: Tenant, provider: SocialProvider): boolean {
  const flags: Partial<Record<string, boolean>> = tenant.flags;
  return flags[PROVIDER_FLAGS[provider]] === true;
}

async function linkedMember(db: Queryable, tenantId: string, identity: SocialIdentity) {
  const [row] = await db.query<{ memberId: number }>(
    'SELECT member_id AS "memberId" FROM social_links WHERE tenant_id = $1 AND provider = $2 AND subject = $3',
    [tenantId, identity.provider, identity.sub],
  );
  return row?.memberId;
}

/** Records the permanent link; social.already.linked when the identity or account has one. */
async function insertLink(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number,
  identity: SocialIdentity,
) {
  await refuseDuplicate(
    () =>
      db.query(
        `INSERT INTO social_links (tenant_id, provider, subject, member_id, email, linked_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [tenantId, identity.provider, identity.sub, memberId, identity.email, now()],
      ),
    accountErrors.alreadyLinked,
  );
}

function announceLink(
  deps: SocialDeps,
  tenantId: string,
  memberId: number,
  identity: SocialIdentity,
) {
  return deps.outbox.send({
    tenant: tenantId,
    channel: 'social',
    to: identity.email,
    subject: `${identity.provider} linked`,
    body: `${identity.provider} identity ${identity.sub} linked to member ${memberId}`,
  });
}

async function sessionFor(deps: SocialDeps, requester: Requester, memberId: number) {
  const tenantId = requester.tenant.code;
  const member = await findMemberById(deps.db, tenantId, memberId);
  if (!member) throw new Error(`linked member ${memberId} is missing`);
  return issueLogin(deps.db, deps.now, member, {
    tenantId,
    ip: requester.ip,
    device: requester.device,
  });
}

/** Login `type: "firebase"`: the linked account's session, or social.not.linked with a linkToken. */
export async function socialLogin(
  deps: SocialDeps,
  requester: Requester,
  channel: unknown,
  idToken: unknown,
): Promise<LoginSuccess> {
  const identity = readIdToken(deps.signingSecret, deps.now, idToken);
  if (!identity || identity.provider !== channel) throw accountErrors.badSocialToken();
  if (!providerEnabled(requester.tenant, identity.provider))
    throw accountErrors.notAvailable(`${identity.provider} sign-in`);
  const memberId = await linkedMember(deps.db, requester.tenant.code, identity);
  if (memberId !== undefined) return sessionFor(deps, requester, memberId);
  const linkToken = issueLinkToken(deps.signingSecret, deps.now, identity);
  throw new AccountError('social.not.linked', 'This sign-in is not linked to an account yet.', {
    linkToken,
    ...identity,
  });
}

function linkIdentity(deps: SocialDeps, requester: Requester, linkToken?: unknown) {
  const identity = readLinkToken(deps.signingSecret, deps.now, linkToken);
  if (!identity) throw accountErrors.badSocialToken();
  if (!providerEnabled(requester.tenant, identity.provider))
    throw accountErrors.notAvailable(`${identity.provider} sign-in`);
  return identity;
}

/** Links the identity to an existing account (its password is checked, throttled like login). */
export async function linkExistingAccount(
  deps: SocialDeps,
  requester: Requester,
  input: { linkToken?: unknown; username: string; password: string; captcha?: string },
) {
  const identity = linkIdentity(deps, requester, input.linkToken);
  const tenantId = requester.tenant.code;
  if ((await linkedMember(deps.db, tenantId, identity)) !== undefined)
    throw accountErrors.alreadyLinked();
  const outcome = await verifyCredentials(deps.db, deps.now, deps.limits.login, {
    ...requester,
    tenantId,
    ...input,
  });
  if (!outcome.ok) {
    if (outcome.locked) throw new RateLimitError(outcome.retryAfterSeconds);
    throw new AccountError(
      outcome.errorCode,
      'Sorry, the user does not exist or the password is wrong.',
      {
        captcha: outcome.captcha,
      },
    );
  }
  await insertLink(deps.db, deps.now, tenantId, outcome.member.id, identity);
  await announceLink(deps, tenantId, outcome.member.id, identity);
  return sessionFor(deps, requester, outcome.member.id);
}

/** Creates a new account linked to the identity and logs it in. */
export async function registerLinkedAccount(
  deps: SocialDeps,
  requester: Requester,
  input: { linkToken?: unknown; username?: unknown; password?: unknown },
) {
  const identity = linkIdentity(deps, requester, input.linkToken);
  const tenantId = requester.tenant.code;
  const username = requireField('username', input.username);
  const password =
    input.password === undefined || input.password === ''
      ? undefined
      : requireField('password', input.password);
  if ((await linkedMember(deps.db, tenantId, identity)) !== undefined)
    throw accountErrors.alreadyLinked();
  if (await findLoginCandidate(deps.db, tenantId, username)) throw accountErrors.usernameExists();
  const passwordHash = password ? await hashPassword(password) : null;
  const memberId = await deps.db.transaction(async (tx) => {
    const id = await createAccount(tx, deps.now, requester.tenant, {
      username,
      passwordHash,
      nickname: identity.name.slice(0, 20),
      email: identity.email,
      profile: {},
      uplineId: null,
      recommenderId: null,
    });
    await insertLink(tx, deps.now, tenantId, id, identity);
    return id;
  });
  await announceLink(deps, tenantId, memberId, identity);
  return sessionFor(deps, requester, memberId);
}
