import type { Gate } from './gate';
import type { IconId } from './icons';

/** Something an entry does besides navigating; the shell and features implement each one. */
export type EntryAction =
  | 'referral'
  | 'customerService'
  | 'downloadPopup'
  | 'facebook'
  | 'telegram'
  | 'refreshBalance'
  | 'toggleBalance'
  | 'signOut';

/** Where an entry leads: a path under /m (query allowed) or an action. */
export type EntryTarget = { readonly route: string } | { readonly action: EntryAction };

/** Counters an entry may show as a badge. */
export type BadgeSource = 'unclaimedPromotions' | 'unreadMail' | 'agentUnread';

/** One item of a menu or list, with its visibility as data. */
export interface Entry<Id extends string = string> {
  readonly id: Id;
  readonly target: EntryTarget;
  /** i18n key in the `shell` namespace. */
  readonly labelKey: `labels.${string}`;
  readonly icon: IconId;
  readonly badge?: BadgeSource;
  /** Visibility; no gate means always visible. */
  readonly gate?: Gate;
  /** A guest tapping it gets the login prompt instead. */
  readonly needsSession: boolean;
  /** Hidden inside the native app or an installed PWA (download promotions). */
  readonly hideInApp?: boolean;
}
