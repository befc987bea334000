import type { AgentMenuKey, WhiteLabelFlag } from '../../schema/constants';

/** Promotions whose availability the platform reports at run time. */
export type PromoKey = 'REFERRAL' | 'MISSION';

/** Boolean site settings a gate may test (social links count as on when they exist). */
export type SettingKey = 'showVipBenefit' | 'dividends' | 'facebookLink' | 'telegramLink';

/**
 * A visibility rule written as data, so that the CLI can explain it and tests can enumerate it.
 * Leaves test one fact of the {@link GateContext}; `all`, `any` and `not` combine them.
 * Customer-type leaves need a session: a guest fails both `customerTypeIn` and `customerTypeNotIn`.
 */
export type Gate =
  | { readonly flag: WhiteLabelFlag }
  | { readonly session: boolean }
  | { readonly customerTypeIn: readonly number[] }
  | { readonly customerTypeNotIn: readonly number[] }
  | { readonly promo: PromoKey }
  | { readonly menu: AgentMenuKey }
  | { readonly member: 'toUpline' }
  | { readonly setting: SettingKey }
  | { readonly all: readonly Gate[] }
  | { readonly any: readonly Gate[] }
  | { readonly not: Gate };

/** Everything a gate may look at; built once per render by `useGateContext()`. */
export interface GateContext {
  /** White-label flags; a missing flag is off. */
  readonly flags: Readonly<Partial<Record<WhiteLabelFlag, boolean>>>;
  /** Null for a guest. */
  readonly session: { readonly type: number } | null;
  /** Member info once loaded; null for guests or while loading. */
  readonly member: { readonly toUpline: boolean } | null;
  readonly promotions: Readonly<Record<PromoKey, boolean>>;
  /**
   * Whether `promotions` is the platform's answer: `loading` until it comes, `unknown` when it will not
   * (a guest, whose call needs a token, or a failed call). A promo leaf then is neither open nor closed.
   * @default 'known'
   */
  readonly promotionsStatus?: 'known' | 'loading' | 'unknown';
  readonly settings: Readonly<Record<SettingKey, boolean>> & {
    readonly agentMenu: readonly AgentMenuKey[];
  };
}

/** A gate that always passes. */
export const ALWAYS: Gate = { all: [] };
