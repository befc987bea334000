import type { Gate } from '../gate';

export type SocialProvider = 'facebook' | 'google';

interface SocialEntry {
  readonly id: SocialProvider;
  /** i18n key in the `shell` namespace. */
  readonly labelKey: `auth.social.${string}`;
  readonly gate: Gate;
}

/** Social sign-in buttons of spec §2, each behind its flag (readiness is checked at run time). */
export const SOCIAL_PROVIDERS: readonly SocialEntry[] = [
  { id: 'facebook', labelKey: 'auth.social.facebook', gate: { flag: 'FACEBOOKLOGIN3' } },
  { id: 'google', labelKey: 'auth.social.google', gate: { flag: 'GOOGLELOGIN3' } },
];
