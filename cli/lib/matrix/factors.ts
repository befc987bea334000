import {
  AGENT_MENU_KEYS,
  CUSTOMER_TYPES,
  WHITE_LABEL_FLAG_IDS,
  type AgentMenuKey,
  type WhiteLabelFlag,
} from '../../../schema/constants';
import type { Combination, UserKind } from './combination';

export const USER_KINDS: readonly UserKind[] = ['guest', ...CUSTOMER_TYPES];

/** Boolean tenant settings besides the flags (social links count as on when the tenant has one). */
const SETTING_FACTORS = [
  'showVipBenefit',
  'dividends',
  'REFERRAL',
  'MISSION',
  'toUpline',
  'facebookLink',
  'telegramLink',
] as const;

const menuFactor = (key: AgentMenuKey) => `menu:${key}`;

/**
 * The factors of the matrix: the player, every white-label flag, the templates, the boolean
 * settings and one on/off factor per agent-menu key (so pairs cover every menu whitelist subset
 * shape: each key with each other key and with every other factor).
 */
export function matrixFactors(): Record<string, readonly unknown[]> {
  const onOff = [false, true] as const;
  const factors: Record<string, readonly unknown[]> = { user: USER_KINDS };
  for (const flag of WHITE_LABEL_FLAG_IDS) factors[flag] = onOff;
  factors.mem_cen = [0, 1];
  factors.dep_func = [0, 1];
  for (const setting of SETTING_FACTORS) factors[setting] = onOff;
  for (const key of AGENT_MENU_KEYS) factors[menuFactor(key)] = onOff;
  return factors;
}

/** Turns one generated row (factor name → value) into a {@link Combination}. */
export function combinationFromRow(
  row: Record<string, unknown>,
  id: string,
  source: string,
): Combination {
  const on = (name: string) => row[name] === true;
  return {
    id,
    source,
    user: row.user as UserKind,
    toUpline: on('toUpline'),
    flags: Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, on(flag)])) as Record<
      WhiteLabelFlag,
      boolean
    >,
    templates: { mem_cen: row.mem_cen === 1 ? 1 : 0, dep_func: row.dep_func === 1 ? 1 : 0 },
    showVipBenefit: on('showVipBenefit'),
    dividends: on('dividends'),
    promotions: { REFERRAL: on('REFERRAL'), MISSION: on('MISSION') },
    social: { facebook: on('facebookLink'), telegram: on('telegramLink') },
    agentMenu: AGENT_MENU_KEYS.filter((key) => on(menuFactor(key))),
  };
}

/** Every factor at one value: false/0 for all-off, true/1 for all-on. */
export function uniformRow(value: boolean, user: UserKind): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(matrixFactors())) row[name] = values[value ? 1 : 0];
  row.user = user;
  return row;
}
