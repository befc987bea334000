import type { Combination } from '../../../cli/lib/matrix/combination';
import {
  agentFooter,
  agentNav,
  decideGate,
  describeGate,
  type Entry,
  footer,
  type GateContext,
  headerMenu,
  memberCentre,
  memberQuickEntries,
  routeById,
  sideMenu,
} from '../../../src/registry';

/** Every list of entries the site draws, by the name the matrix reports it under. */
export const MENUS = {
  footer,
  sideMenu,
  headerMenu,
  memberCentre,
  memberQuick: memberQuickEntries,
  agentNav,
  agentFooter,
} satisfies Record<string, readonly Entry[]>;
export type MenuName = keyof typeof MENUS;

/** Entry ids a rendered row showed, per menu (what the DOM drew, not what the registry says). */
export type ShownEntries = Partial<Record<MenuName, readonly string[]>>;

/**
 * The row's facts as the gates read them, built from the combination (not from the app's hooks):
 * a guest's promotions are unknown, a logged-in player's are what the platform answers.
 */
export function gateContextOf(c: Combination): GateContext {
  const guest = c.user === 'guest';
  return {
    flags: c.flags,
    session: guest ? null : { type: c.user as number },
    member: guest ? null : { toUpline: c.toUpline },
    promotions: c.promotions,
    promotionsStatus: guest ? 'unknown' : 'known',
    settings: {
      showVipBenefit: c.showVipBenefit,
      dividends: c.dividends,
      facebookLink: c.social.facebook,
      telegramLink: c.social.telegram,
      agentMenu: c.agentMenu,
    },
  };
}

/**
 * "Visible ⇒ usable": every shown entry that leads to a page leads to one whose gate is not closed
 * for this row. One token per entry that breaks it; an empty list passes.
 */
export function closedTargets(c: Combination, shown: ShownEntries): string[] {
  const ctx = gateContextOf(c);
  return Object.entries(shown).flatMap(([menu, ids = []]) =>
    ids.flatMap((id) => {
      const entry = MENUS[menu as MenuName].find((candidate) => candidate.id === id);
      if (!entry) return [`${menu}/${id}: not in the registry`];
      if (!('route' in entry.target)) return [];
      const route = routeById(entry.target.route);
      if (!route.gate || decideGate(route.gate, ctx) !== 'closed') return [];
      return [`${menu}/${id} → ${route.path}: page closed (${describeGate(route.gate)})`];
    }),
  );
}
