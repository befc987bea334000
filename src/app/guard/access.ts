import { NON_AGENT_TYPES, TRIAL_TYPE } from '../../../schema/constants';
import {
  decideGate,
  findRoute,
  guestRedirectOf,
  type GateContext,
  type RouteDef,
} from '../../registry';

/** The toast of a page whose feature is off (shell namespace). */
export const FEATURE_UNAVAILABLE = 'messages.feature_unavailable';

export type AccessDecision =
  | { readonly kind: 'allow' }
  /** The gate needs the platform's answer (promotions) that is still loading. */
  | { readonly kind: 'wait' }
  /** `message` is a i18n key (shell namespace unless prefixed) to toast on the way out. */
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly message?: 'common:free_reject' | typeof FEATURE_UNAVAILABLE;
    };

type GuardedRoute = Pick<RouteDef, 'access' | 'guestRedirect' | 'gate' | 'offRedirect'>;

const HOME = '/m/home';
const isNonAgent = (type: number) => (NON_AGENT_TYPES as readonly number[]).includes(type);

/** Who may pass the access rule (spec §6), before any gate: a redirect, or null to go on. */
function refuse(route: GuardedRoute, ctx: GateContext, currentUrl: string): AccessDecision | null {
  const { session } = ctx;
  const guestTo = session === null ? guestRedirectOf(route) : null;
  if (guestTo) {
    const to = guestTo === 'home' ? HOME : `/m/login?redirect=${encodeURIComponent(currentUrl)}`;
    return { kind: 'redirect', to };
  }
  const rejectsTrial = route.access === 'realMember' || route.access === 'membersArea';
  if (session !== null && rejectsTrial && session.type === TRIAL_TYPE) {
    return { kind: 'redirect', to: HOME, message: 'common:free_reject' };
  }
  if (session !== null && route.access === 'agent' && isNonAgent(session.type)) {
    return { kind: 'redirect', to: HOME };
  }
  return null;
}

/**
 * Where a page that is off sends this player: its `offRedirect` (the member centre, agent home) when
 * the player may open that page, else home (a free trial is not let into the member centre).
 */
export function offRedirectFor(route: Pick<RouteDef, 'offRedirect'>, ctx: GateContext): string {
  const target = findRoute(route.offRedirect);
  if (
    !target ||
    refuse(target, ctx, route.offRedirect) ||
    decideGate(target.gate, ctx) === 'closed'
  )
    return HOME;
  return route.offRedirect;
}

/**
 * Who may see a route (spec §6): guests go to login (or home for settings, change password and agent
 * home), trial accounts are turned away from real-member routes, members from agent routes. Then the
 * route's gate: closed means the feature is off (redirect with `messages.feature_unavailable`); still
 * loading waits; `unknown` (a guest's promotions) lets the platform decide, and its
 * `function.not.available` ends in the same redirect (RouteGuard).
 */
export function decideAccess(
  route: GuardedRoute,
  ctx: GateContext,
  currentUrl: string,
): AccessDecision {
  const refused = refuse(route, ctx, currentUrl);
  if (refused) return refused;
  const gate = decideGate(route.gate, ctx);
  if (gate === 'closed')
    return { kind: 'redirect', to: offRedirectFor(route, ctx), message: FEATURE_UNAVAILABLE };
  if (gate === 'loading') return { kind: 'wait' };
  return { kind: 'allow' };
}
