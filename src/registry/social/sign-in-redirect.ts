import { apiConfig } from '../../lib/api-config';
import { randomAlphanumeric } from '../../lib/crypto/random';
import { storage } from '../../lib/storage';
import type { SocialProvider } from './providers';

interface PendingSignIn {
  state: string;
  provider: SocialProvider;
}

const isPending = (value: unknown): value is PendingSignIn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingSignIn).state === 'string' &&
  typeof (value as PendingSignIn).provider === 'string';

/**
 * The identity provider's authorize URL for this page: it returns to `/m/login` (keeping the query,
 * e.g. `redirect`) with `#id_token=…&state=…`. The state is remembered for this tab so a token planted
 * in a link by someone else is refused.
 */
export function authorizeUrl(provider: SocialProvider, authorize: string, search: string): string {
  const state = randomAlphanumeric(24);
  storage.setJson('socialState', { state, provider } satisfies PendingSignIn);
  const url = new URL(authorize, apiConfig().baseUrl || window.location.origin);
  url.searchParams.set('redirect_uri', `${window.location.origin}/m/login${search}`);
  url.searchParams.set('state', state);
  return url.toString();
}

export type SocialCallback = { provider: SocialProvider; idToken: string } | 'foreign' | null;

/**
 * What the provider handed back in the URL fragment: null when there is no token, `foreign` when the
 * token does not answer the sign-in this tab started.
 */
export function readCallback(hash: string): SocialCallback {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  if (!idToken) return null;
  const pending = storage.getJson('socialState', isPending);
  storage.remove('socialState');
  if (!pending || pending.state !== params.get('state')) return 'foreign';
  return { provider: pending.provider, idToken };
}
