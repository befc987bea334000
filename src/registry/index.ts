/** The registry: what the site can show, each item with its visibility as data (architecture.md §4). */
export type { Gate, GateContext, PromoKey, SettingKey } from './gate';
export { ALWAYS } from './gate';
export { decideGate, evaluate, visibleEntries, type GateDecision } from './evaluate';
export { describeGate, explainGate, type GateFailure } from './explain';
export type { Access, RouteChrome, RouteDef } from './route-types';
export { guestRedirectOf } from './route-types';
export {
  findRoute,
  routeById,
  routes,
  ROUTE_IDS,
  type Route,
  type RouteId,
  type ScreenId,
} from './routes';
export type { BadgeSource, Entry, EntryAction, EntryTarget, RouteTarget } from './entry';
export { entryGate, targetPath } from './entry-target';
export {
  memberCentre,
  memberQuickEntries,
  memberVipTile,
  MEMBER_CENTRE_IDS,
  QUICK_ENTRY_IDS,
  type MemberCentreId,
  type QuickEntryId,
} from './member-centre';
export { sideMenu, SIDE_MENU_IDS, type SideMenuId } from './side-menu';
export {
  footer,
  FOOTER_IDS,
  headerMenu,
  HEADER_MENU_IDS,
  type FooterId,
  type HeaderMenuId,
} from './footer';
export {
  agentFooter,
  agentNav,
  AGENT_FOOTER_IDS,
  type AgentFooterId,
  type AgentNavId,
} from './agent-nav';
export { ICON_PATHS, type IconId } from './icons';
