import { NON_AGENT_TYPES, TRIAL_TYPE } from '../../../schema/constants';
import { evaluate, type GateContext, type RouteDef } from '../../registry';

export type AccessDecision =
  | { readonly kind: 'allow' }
  /** `message` is a i18n key to toast on the way out. */
  | { readonly kind: 'redirect'; readonly to: string; readonly message?: 'common:free_reject' };

const HOME = '/m/home';
const isNonAgent = (type: number) => (NON_AGENT_TYPES as readonly number[]).includes(type);

/**
 * Who may see a route (spec §6): guests go to login (or home for settings, change password and agent
 * home), trial accounts are turned away from real-member routes, members from agent routes, and a
 * failing gate means the feature is off for this site.
 */
export function decideAccess(
  route: Pick<RouteDef, 'access' | 'guestRedirect' | 'gate'>,
  ctx: GateContext,
  currentUrl: string,
): AccessDecision {
  const { session } = ctx;
  if (route.access !== 'public' && route.access !== 'membersArea' && session === null) {
    const to =
      route.guestRedirect === 'home' ? HOME : `/m/login?redirect=${encodeURIComponent(currentUrl)}`;
    return { kind: 'redirect', to };
  }
  const rejectsTrial = route.access === 'realMember' || route.access === 'membersArea';
  if (session !== null && rejectsTrial && session.type === TRIAL_TYPE) {
    return { kind: 'redirect', to: HOME, message: 'common:free_reject' };
  }
  if (session !== null && route.access === 'agent' && isNonAgent(session.type)) {
    return { kind: 'redirect', to: HOME };
  }
  if (route.gate && !evaluate(route.gate, ctx)) return { kind: 'redirect', to: HOME };
  return { kind: 'allow' };
}
