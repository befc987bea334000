import type { Gate } from '../../registry/gate';

export type LoginMethod = 'username' | 'sms';

interface LoginEntry<Id extends string> {
  readonly id: Id;
  /** i18n key in the `shell` namespace. */
  readonly labelKey: `auth.${string}`;
  readonly gate?: Gate;
}

/** Login tabs of spec §2: SMS login only with MOBILEVERCODELOGIN3. */
export const LOGIN_METHODS: readonly LoginEntry<LoginMethod>[] = [
  { id: 'username', labelKey: 'auth.tabUsername' },
  { id: 'sms', labelKey: 'auth.tabSms', gate: { flag: 'MOBILEVERCODELOGIN3' } },
];
