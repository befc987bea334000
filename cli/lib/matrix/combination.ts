import type { AgentMenuKey, CustomerType, WhiteLabelFlag } from '../../../schema/constants';

/** Who looks at the site: a guest (no session) or a logged-in customer type. */
export type UserKind = 'guest' | CustomerType;

/** One row of the flag matrix: a tenant configuration plus the player looking at it. */
export interface Combination {
  /** Stable row id, e.g. `p07` (pairwise), `all-on/41`, `lucky7/guest`. */
  readonly id: string;
  /** Where the row comes from: `2-wise`, `3-wise`, `all-off`, `all-on`, `tenant:<code>`. */
  readonly source: string;
  readonly user: UserKind;
  /** Member info says the player has an upline (ignored for guests). */
  readonly toUpline: boolean;
  readonly flags: Readonly<Record<WhiteLabelFlag, boolean>>;
  readonly templates: { readonly mem_cen: 0 | 1; readonly dep_func: 0 | 1 };
  readonly showVipBenefit: boolean;
  readonly dividends: boolean;
  readonly promotions: { readonly REFERRAL: boolean; readonly MISSION: boolean };
  readonly social: { readonly facebook: boolean; readonly telegram: boolean };
  readonly agentMenu: readonly AgentMenuKey[];
}

export const isGuest = (combination: Pick<Combination, 'user'>): boolean =>
  combination.user === 'guest';

/** A short one-line description of a row, for failure messages and the report. */
export function describeCombination(c: Combination): string {
  const on = Object.entries(c.flags)
    .filter(([, value]) => value)
    .map(([flag]) => flag);
  const extras = [
    `mem_cen=${c.templates.mem_cen}`,
    `dep_func=${c.templates.dep_func}`,
    c.showVipBenefit && 'showVipBenefit',
    c.dividends && 'dividends',
    c.promotions.REFERRAL && 'REFERRAL',
    c.promotions.MISSION && 'MISSION',
    c.toUpline && 'toUpline',
    c.social.facebook && 'facebookLink',
    c.social.telegram && 'telegramLink',
  ].filter(Boolean);
  return [
    `${c.id} [${c.source}] user=${c.user}`,
    `flags on: ${on.length ? on.join(' ') : '(none)'}`,
    extras.join(' '),
    `agent menu: ${c.agentMenu.length ? c.agentMenu.join(' ') : '(none)'}`,
  ].join('\n  ');
}
