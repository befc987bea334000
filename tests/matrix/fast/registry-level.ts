import type { Combination } from '../../../cli/lib/matrix/combination';
import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { CONTRACT_EXEMPT_TYPES } from '../../../schema/constants';
import { agentFooter, agentNav, visibleEntries, type GateContext } from '../../../src/registry';

/** The gate context the app would build for this row (what useGateContext() derives from it). */
export function gateContextOf(c: Combination): GateContext {
  const loggedIn = c.user !== 'guest';
  return {
    flags: c.flags,
    session: c.user === 'guest' ? null : { type: c.user },
    member: loggedIn ? { toUpline: c.toUpline } : null,
    promotions: loggedIn ? c.promotions : { REFERRAL: false, MISSION: false },
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
 * Surfaces without a screen yet (agent home, contract prompts): what the registry lists and the
 * product constants decide for this row. The DOM check comes with the agent-home screen.
 */
export function observeRegistryLevel(c: Combination): SurfaceValues {
  const ctx = gateContextOf(c);
  const checksContracts =
    c.user !== 'guest' && !(CONTRACT_EXEMPT_TYPES as readonly number[]).includes(c.user);
  return {
    agentNav: visibleEntries(agentNav, ctx).map((entry) => entry.id),
    agentFooter: visibleEntries(agentFooter, ctx).map((entry) => entry.id),
    contractPrompts: [
      checksContracts ? 'checks salary, dividend, hourly contracts' : 'no contract check',
    ],
  };
}

export const REGISTRY_LEVEL_SURFACES = ['agentNav', 'agentFooter', 'contractPrompts'] as const;
