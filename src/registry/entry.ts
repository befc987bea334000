import type { Gate } from './gate';
import type { IconId } from './icons';
import type { RouteId } from './routes';

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

/** A route of `routes.ts`, by id. */
export interface RouteTarget {
  readonly route: RouteId;
  /** Query string without the `?`, e.g. `types=A`. */
  readonly query?: string;
}

/** Where an entry leads: a route, whose gate the entry inherits (`entryGate`), or an action. */
export type EntryTarget = RouteTarget | { readonly action: EntryAction };

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
  /**
   * Visibility besides the gate of the route it leads to (which it always inherits, see
   * `entryGate`); no gate means as visible as that route, or always for an action.
   */
  readonly gate?: Gate;
  /** A guest tapping it gets the login prompt instead. */
  readonly needsSession: boolean;
  /** Hidden inside the native app or an installed PWA (download promotions). */
  readonly hideInApp?: boolean;
}
