import type { AgentMenuKey } from '../../schema/constants';
import type { Entry } from './entry';

export type AgentNavId = AgentMenuKey | 'customerService';

type AgentNavEntry = Entry<AgentNavId>;

const whitelisted = (
  id: AgentMenuKey,
  route: string,
  icon: AgentNavEntry['icon'],
  extra: Partial<AgentNavEntry> = {},
): AgentNavEntry => ({
  id,
  target: { route },
  labelKey: `labels.agentNav.${id}`,
  icon,
  gate: { menu: id },
  needsSession: true,
  ...extra,
});

/** Agent-home navigation grid: each item needs the merchant's menu whitelist; customer service always shows. */
export const agentNav: readonly AgentNavEntry[] = [
  whitelisted('teamOverview', '/m/agent/team/overview', 'chart'),
  whitelisted('agentTransactionRecord', '/m/transaction/record?types=A', 'list'),
  whitelisted('teamManagement', '/m/member/team', 'users'),
  whitelisted('redRain', '/m/redRain', 'envelope'),
  whitelisted('teamPnl', '/m/agent/team/pnl', 'chart'),
  whitelisted('teamBetting', '/m/teamBetting', 'dice'),
  whitelisted('agentRebate', '/m/member/agent/agentRebeat', 'percent'),
  whitelisted('teamRebate', '/m/member/teamRebate', 'percent'),
  whitelisted('securityCenter', '/m/securityCenter', 'shield'),
  whitelisted('webEmail', '/m/webEmail', 'mail', { badge: 'unreadMail' }),
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
    target: { route: '/m/home' },
    labelKey: 'labels.home',
    icon: 'home',
    needsSession: false,
  },
  {
    id: 'openAccount',
    target: { route: '/m/agentRegister' },
    labelKey: 'labels.openAccount',
    icon: 'userPlus',
    needsSession: true,
  },
  {
    id: 'dividend',
    target: { route: '/m/member/agent/agentDivident' },
    labelKey: 'labels.dividend',
    icon: 'coins',
    gate: { setting: 'dividends' },
    needsSession: true,
  },
  {
    id: 'agentNotice',
    target: { route: '/m/member/notice?types=A' },
    labelKey: 'labels.agentNotice',
    icon: 'bell',
    badge: 'agentUnread',
    needsSession: true,
  },
];
