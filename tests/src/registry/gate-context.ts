import { AGENT_MENU_KEYS, WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import type { GateContext } from '../../../src/registry';

type Overrides = Partial<Omit<GateContext, 'settings'>> & {
  settings?: Partial<GateContext['settings']>;
};

/** A guest on a site with every flag, promotion and setting off. */
export function guestContext(overrides: Overrides = {}): GateContext {
  return {
    flags: {},
    session: null,
    member: null,
    promotions: { REFERRAL: false, MISSION: false },
    ...overrides,
    settings: {
      showVipBenefit: false,
      dividends: false,
      facebookLink: false,
      telegramLink: false,
      agentMenu: [],
      ...overrides.settings,
    },
  };
}

/** Every white-label flag, promotion and setting on, logged in with `type`. */
export function everythingOn(type: number, toUpline = true): GateContext {
  return guestContext({
    flags: Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, true])),
    session: { type },
    member: { toUpline },
    promotions: { REFERRAL: true, MISSION: true },
    settings: {
      showVipBenefit: true,
      dividends: true,
      facebookLink: true,
      telegramLink: true,
      agentMenu: [...AGENT_MENU_KEYS],
    },
  });
}
