import type { Gate } from './gate';

/**
 * Who may open a route.
 * - `public`: anyone.
 * - `member`: a session is needed.
 * - `realMember`: a session that is not a free trial (type 4 gets `free_reject`).
 * - `membersArea`: guests open it and see the login prompt; free trials get `free_reject` (spec §6).
 * - `agent`: a session whose customer type is outside 0, 4 and 40.
 */
export type Access = 'public' | 'member' | 'realMember' | 'membersArea' | 'agent';

/** Page chrome of a route (spec §2 "Page chrome"). */
export interface RouteChrome {
  readonly header: boolean;
  readonly footer: boolean;
  /** i18n key in the `shell` namespace. */
  readonly titleKey: `titles.${string}`;
  /** `home` goes to /m/home; `history` goes back one page (or home without history). */
  readonly back: 'home' | 'history';
}

/** A route as `routes.ts` declares it; `RouteId` and `ScreenId` there are read off that list. */
export interface RouteDef<Id extends string = string, Screen extends string = string> {
  readonly id: Id;
  /** Canonical path, always under /m. */
  readonly path: string;
  /** Other paths that lead here; the router redirects them to `path`, keeping the query. */
  readonly aliases: readonly string[];
  readonly screen: Screen;
  readonly chrome: RouteChrome;
  readonly access: Access;
  /** Where a guest is sent from a non-public route. */
  readonly guestRedirect: 'login' | 'home';
  /**
   * The feature this page belongs to is on (site flags and settings, or a promotion the platform
   * answers per session; the guard waits for that answer). The menus ask the same gate of every entry
   * that leads here, so a shown entry never leads to a closed page.
   */
  readonly gate?: Gate;
  /**
   * Where the player goes, with the toast `messages.feature_unavailable`, when the gate is closed or
   * the platform answers `function.not.available` (home when the player may not open it).
   * @default '/m/home'
   */
  readonly offRedirect: string;
  /**
   * The GETs the screen sends first, as the api client writes them (path and query, no base URL);
   * `{name}`, in the path, stands for the page's query parameter `name`; `@name` is a request the
   * landing script works out (src/landing/computed-requests.ts). The inline landing script
   * starts them right after the scripts when a player lands here (src/landing), and the api client
   * takes the answers over; tests/e2e/first-requests.spec.ts checks each one is taken.
   */
  readonly firstRequests: readonly string[];
}

/**
 * Where a visitor without a session is sent from `route` (spec §6): the login screen or home, or
 * null where guests stay (public pages, and the members area, which shows them its login prompt).
 */
export function guestRedirectOf(
  route: Pick<RouteDef, 'access' | 'guestRedirect'>,
): RouteDef['guestRedirect'] | null {
  return route.access === 'public' || route.access === 'membersArea' ? null : route.guestRedirect;
}
