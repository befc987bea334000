import type { AgentMenuKey } from '../../schema/constants';
import type { Entry, RouteTarget } from './entry';

export type AgentNavId = AgentMenuKey | 'customerService';

type AgentNavEntry = Entry<AgentNavId>;

const whitelisted = (
  id: AgentMenuKey,
  target: RouteTarget,
  icon: AgentNavEntry['icon'],
  extra: Partial<AgentNavEntry> = {},
): AgentNavEntry => ({
  id,
  target,
  labelKey: `labels.agentNav.${id}`,
  icon,
  gate: { menu: id },
  needsSession: true,
  ...extra,
});

/** Agent-home navigation grid: each item needs the merchant's menu whitelist; customer service always shows. */
export const agentNav: readonly AgentNavEntry[] = [
  whitelisted('teamOverview', { route: 'teamOverview' }, 'chart'),
  whitelisted('agentTransactionRecord', { route: 'transactionRecord', query: 'types=A' }, 'list'),
  whitelisted('teamManagement', { route: 'memberTeam' }, 'users'),
  whitelisted('redRain', { route: 'redRain' }, 'envelope'),
  whitelisted('teamPnl', { route: 'teamPnl' }, 'chart'),
  whitelisted('teamBetting', { route: 'teamBetting' }, 'dice'),
  whitelisted('agentRebate', { route: 'agentRebate' }, 'percent'),
  whitelisted('teamRebate', { route: 'teamRebate' }, 'percent'),
  whitelisted('securityCenter', { route: 'securityCenter' }, 'shield'),
  whitelisted('webEmail', { route: 'webEmail' }, 'mail', { badge: 'unreadMail' }),
  {
    id: 'customerService',
    target: { action: 'customerService' },
    labelKey: 'labels.onlineService',
    icon: 'headset',
    needsSession: false,
  },
];

export const AGENT_FOOTER_IDS = ['home', 'openAccount', 'dividend', 'agentNotice'] as const;
export type AgentFooterId = (typeof AGENT_FOOTER_IDS)[number];

/** Agent-home footer (spec §2 "Agent home"). */
export const agentFooter: readonly Entry<AgentFooterId>[] = [
  {
    id: 'home',
    target: { route: 'home' },
    labelKey: 'labels.home',
    icon: 'home',
    needsSession: false,
  },
  {
    id: 'openAccount',
    target: { route: 'agentRegister' },
    labelKey: 'labels.openAccount',
    icon: 'userPlus',
    needsSession: true,
  },
  {
    id: 'dividend',
    target: { route: 'agentDividend' },
    labelKey: 'labels.dividend',
    icon: 'coins',
    needsSession: true,
  },
  {
    id: 'agentNotice',
    target: { route: 'memberNotice', query: 'types=A' },
    labelKey: 'labels.agentNotice',
    icon: 'bell',
    badge: 'agentUnread',
    needsSession: true,
  },
];
