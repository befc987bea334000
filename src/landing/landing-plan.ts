import { NON_AGENT_TYPES } from '../../schema/constants';
import type { StoredSession } from './stored-session';

/**
 * What the inline landing script (landing.ts) is told by the build: for each route a player may land
 * on, the chunks of its screen and the text namespaces it needs, so they download beside the entry
 * instead of one after another once it runs. Written into index.html as JSON (`#wl-landing`).
 */
export const LANDING_PLAN_ID = 'wl-landing';

/** Namespaces every screen needs (src/lib/i18n.ts NAMESPACES). */
export const SHELL_NAMESPACES = ['common', 'shell'] as const;

export interface LandingRoutePlan {
  /** Indices into `files`: the screen's chunks the entry does not load already. */
  files: number[];
  /** Text namespaces the screen needs besides the shell's. */
  texts: string[];
  /**
   * The GETs the screen sends first (RouteDef.firstRequests: `{name}` is a page query parameter,
   * `@name` one of computed-requests.ts).
   */
  requests: string[];
}

/**
 * What the first-paint shell draws off home: the logo page of the account screens (`brand`:
 * src/ui/BrandedPage), nothing where the route has no header bar (`bare`), the bar and the lead
 * promotion's picture (`promotions`: src/features/rewards/ActivityScreen), the bar and the game
 * list's first tiles (`games`: src/features/games/GameListScreen), the bar and the lottery list
 * (`lotteries`: src/features/lottery/MoreLotteryScreen), the member centre's header with its
 * guest prompt (`member`: src/features/member-centre, for a visitor without a session), or the
 * agent home's hero (`agent`: src/features/agent/home/AgentHero, for an agent; see `pageShell`).
 * Other paths get the bar.
 */
export type ShellKind =
  'brand' | 'bare' | 'promotions' | 'games' | 'lotteries' | 'member' | 'agent';

export interface LandingPlan {
  /** Every chunk the plan names, once (URLs); the lists below point into it. */
  files: string[];
  /** The entry module and the chunks it preloads, requested after the first paint. */
  entry?: string;
  entryPreloads: string[];
  /** Each language's chunk (URL) of each namespace. */
  texts: Record<string, Record<string, string>>;
  /** What each screen needs; routes point into it (several paths share a screen). */
  screens: LandingRoutePlan[];
  /** By path, aliases included: the index of its screen in `screens`. */
  routes: Record<string, number>;
  /** The paths of home, whose shell paints the logo and the first banner before the entry. */
  home: string[];
  /** By path, aliases included: the paths whose shell is not the bar alone, and what it draws there. */
  shells: Record<string, ShellKind>;
  /**
   * By path, aliases included: where a visitor without a session is sent from a members' page
   * (spec §6), the login screen's path or home's. The landing scripts plan that page instead.
   */
  guestRedirects: Record<string, string>;
}

/** A by-path entry of the plan (`routes`, `shells`), a trailing slash ignored. */
export const atPath = <T>(byPath: Record<string, T>, pathname: string): T | undefined =>
  byPath[pathname] ?? byPath[pathname.replace(/\/+$/, '')];

/**
 * What the shell draws on the page the app will show at `pathname` (see `landingPath`) for this
 * visitor: the member centre's guest prompt is for guests only (a member's header is not the
 * shell's to draw), the agent home's hero for agents only (the guard sends anyone else away).
 */
export function pageShell(
  plan: Partial<Pick<LandingPlan, 'shells'>>,
  pathname: string,
  session: StoredSession | null,
): ShellKind | undefined {
  const kind = atPath(plan.shells ?? {}, pathname);
  const signedIn = Boolean(session?.token);
  if (kind === 'member' && signedIn) return 'bare';
  const agent = signedIn && !(NON_AGENT_TYPES as readonly number[]).includes(session?.type ?? 0);
  return kind === 'agent' && !agent ? 'bare' : kind;
}

/**
 * The page the app will show at `pathname`: the path itself, or for a visitor without a session
 * the page a members' path sends them to.
 */
export const landingPath = (
  plan: Partial<Pick<LandingPlan, 'guestRedirects'>>,
  pathname: string,
  signedIn: boolean,
): string => (signedIn ? pathname : (atPath(plan.guestRedirects ?? {}, pathname) ?? pathname));

/**
 * The plan for a tenant: the texts of its own languages only, and English when one of them has no
 * texts (i18n falls back to English for it).
 */
export function planForLanguages(plan: LandingPlan, languages: readonly string[]): LandingPlan {
  const kept = new Set(languages);
  if (languages.some((code) => !plan.texts[code])) kept.add('en');
  return {
    ...plan,
    texts: Object.fromEntries(Object.entries(plan.texts).filter(([code]) => kept.has(code))),
  };
}
