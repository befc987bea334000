import { createHash } from 'node:crypto';

import { type Clock, MINUTE } from './clock';
import { signToken, verifyToken } from './signed-tokens';

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The white-label flag that turns each provider on. */
export const PROVIDER_FLAGS = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;

export interface SocialIdentity {
  provider: SocialProvider;
  sub: string;
  email: string;
  name: string;
}

const ISSUER = 'wl-dev-idp';
const ID_TOKEN_TTL_MS = 10 * MINUTE;
const LINK_TOKEN_TTL_MS = 15 * MINUTE;

export function isProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.includes(value as SocialProvider);
}

/** The same e-mail at the same provider is the same person (a stable subject). */
export function subjectFor(provider: SocialProvider, email: string): string {
  return createHash('sha256')
    .update(`${provider}\n${email.toLowerCase()}`)
    .digest('hex')
    .slice(0, 20);
}

function identityOf(claims: Record<string, unknown> | undefined, use: string) {
  if (!claims || claims.iss !== ISSUER || claims.use !== use || !isProvider(claims.provider))
    return undefined;
  const { provider, sub, email, name } = claims;
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string')
    return undefined;
  return { provider, sub, email, name } satisfies SocialIdentity;
}

/** The development identity provider's id_token. */
export function issueIdToken(secret: Buffer, now: Clock, identity: SocialIdentity) {
  return signToken(secret, now, { iss: ISSUER, use: 'id', ...identity }, ID_TOKEN_TTL_MS);
}

export function readIdToken(secret: Buffer, now: Clock, token: unknown) {
  return identityOf(verifyToken(secret, now, token), 'id');
}

/** Handed back with `social.not.linked`: proves the identity to the link / register calls. */
export function issueLinkToken(secret: Buffer, now: Clock, identity: SocialIdentity) {
  return signToken(secret, now, { iss: ISSUER, use: 'link', ...identity }, LINK_TOKEN_TTL_MS);
}

export function readLinkToken(secret: Buffer, now: Clock, token: unknown) {
  return identityOf(verifyToken(secret, now, token), 'link');
}
