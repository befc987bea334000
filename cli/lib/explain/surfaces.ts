import { CONTRACT_EXEMPT_TYPES, NON_AGENT_TYPES, TRIAL_TYPE } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { decideAccess } from '../../../src/app/guard/access';
import { LOGIN_METHODS } from '../../../src/features/auth/login-entries';
import {
  agentFooter,
  agentNav,
  explainGate,
  footer,
  headerMenu,
  memberCentre,
  routes,
  sideMenu,
  type GateContext,
  type RouteDef,
} from '../../../src/registry';
import { SOCIAL_PROVIDERS } from '../../../src/registry/social/providers';
import { judgeList, type ItemVerdict } from './lists';
import { viewerContext, type Viewer } from './viewers';

/** One surface as a viewer sees it: its items (with verdicts) or a single line. */
export interface SurfaceExplanation {
  readonly surface: string;
  readonly items?: readonly ItemVerdict[];
  readonly line?: string;
  /** Only the hidden items matter (the pages a user cannot open). */
  readonly hiddenOnly?: boolean;
}

const isAgent = (type: number | null) =>
  type !== null && !(NON_AGENT_TYPES as readonly number[]).includes(type);

/** Every surface of the site for one viewer of one tenant, decided by the registry's gates. */
export function explainViewer(tenant: Tenant, viewer: Viewer): SurfaceExplanation[] {
  const withUpline = viewerContext(tenant, viewer, true);
  const withoutUpline = viewerContext(tenant, viewer, false);
  const judge = (items: Parameters<typeof judgeList>[0]) =>
    judgeList(items, withUpline, withoutUpline);
  const loggedIn = viewer.type !== null;
  const surfaces: SurfaceExplanation[] = [
    { surface: 'header', line: headerLine(tenant, loggedIn) },
    {
      surface: 'header pop-up menu',
      ...(loggedIn
        ? { items: judge(headerMenu) }
        : { line: 'none (opens from the balance, which guests do not have)' }),
    },
    { surface: 'side menu', items: judge(sideMenu) },
    { surface: 'footer', items: judge(footer) },
  ];
  if (viewer.type === 4)
    surfaces.push({
      surface: 'member centre',
      line: 'not shown: free trials get free_reject and go home',
    });
  else {
    const template =
      tenant.templates.mem_cen === 1 ? 'new (card grid), mem_cen=1' : 'classic (list), mem_cen=0';
    const tap = tenant.showVipBenefit
      ? '/m/member/benefits (showVipBenefit)'
      : '/m/member/home (showVipBenefit off)';
    surfaces.push({ surface: `member centre, ${template}`, items: judge(memberCentre) });
    surfaces.push({
      surface: 'member-centre header',
      line: loggedIn ? `tap opens ${tap}` : 'login-or-register prompt',
    });
  }
  if (!loggedIn) {
    surfaces.push({
      surface: 'login options',
      items: [...judge(LOGIN_METHODS), ...judge(SOCIAL_PROVIDERS)],
    });
    surfaces.push({ surface: 'registration', line: registrationLine(tenant) });
  }
  if (isAgent(viewer.type)) {
    surfaces.push({ surface: 'agent home grid', items: judge(agentNav) });
    surfaces.push({ surface: 'agent home footer', items: judge(agentFooter) });
  }
  surfaces.push({ surface: 'contract prompts on home', line: contractLine(viewer.type) });
  surfaces.push({
    surface: 'pages this user cannot open',
    items: blockedRoutes(withUpline),
    hiddenOnly: true,
  });
  return surfaces;
}

function headerLine(tenant: Tenant, loggedIn: boolean): string {
  if (loggedIn) return 'balance, messages, menu';
  return tenant.flags.DIRECTREG3
    ? 'log in and register buttons'
    : 'log in button (register hidden: flag DIRECTREG3 off)';
}

function registrationLine(tenant: Tenant): string {
  const { USERNAMEREG3: username, MOBILENUMREG3: mobile } = tenant.flags;
  if (username && mobile) return 'tabs: user registration (default) and mobile registration';
  if (mobile) return 'mobile registration only (USERNAMEREG3 off)';
  if (username) return 'user registration only (MOBILENUMREG3 off)';
  return 'user registration form (neither USERNAMEREG3 nor MOBILENUMREG3 is on)';
}

function contractLine(type: number | null): string {
  if (type === null) return 'none (guest)';
  if ((CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type))
    return `none (type ${type} is exempt)`;
  return 'checks pending daily-salary, dividend and hourly-salary contracts';
}

/** Routes whose access rule or gate sends this viewer elsewhere, with where and why. */
function blockedRoutes(ctx: GateContext): ItemVerdict[] {
  return routes.flatMap((route: RouteDef) => {
    const decision = decideAccess(route, ctx, route.path);
    if (decision.kind !== 'redirect') return [];
    const toast = decision.message ? ` with ${decision.message.replace(/^.*[.:]/, '')}` : '';
    const note = `→ ${decision.to.split('?')[0]}${toast} (${blockReason(route, ctx)})`;
    return [{ id: route.path, shown: false, note }];
  });
}

/** The first rule that stops the viewer, in the order the access guard applies them. */
function blockReason(route: RouteDef, ctx: GateContext): string {
  const type = ctx.session?.type ?? null;
  if (type === null && route.access !== 'public' && route.access !== 'membersArea')
    return 'needs a session';
  if (type === TRIAL_TYPE && (route.access === 'realMember' || route.access === 'membersArea'))
    return 'free trial';
  if (route.access === 'agent' && !isAgent(type)) return 'agents only';
  const failure = route.gate ? explainGate(route.gate, ctx) : null;
  return failure ? `needs ${failure.reason}` : `access ${route.access}`;
}
