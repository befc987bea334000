import { NON_AGENT_TYPES } from '../../schema/constants';
import type { Entry } from './entry';
import { walletEntries } from './wallet-entries';

export const SIDE_MENU_IDS = [
  'deposit',
  'withdraw',
  'inviteFriends',
  'vip',
  'rewardCenter',
  'signIn',
  'manualRebate',
  'downloadPromo',
  'facebook',
  'telegram',
  'agentCentre',
  'agentRegister',
] as const;
export type SideMenuId = (typeof SIDE_MENU_IDS)[number];

const agentOnly = { all: [{ session: true }, { customerTypeNotIn: NON_AGENT_TYPES }] } as const;

/** Shortcuts of the right side menu (spec §2 "Side menu"). */
export const sideMenu: readonly Entry<SideMenuId>[] = [
  ...walletEntries,
  {
    id: 'inviteFriends',
    target: { action: 'referral' },
    labelKey: 'labels.inviteFriends',
    icon: 'users',
    needsSession: true,
  },
  {
    id: 'vip',
    target: { route: 'benefits' },
    labelKey: 'labels.vip',
    icon: 'crown',
    needsSession: true,
  },
  {
    id: 'rewardCenter',
    target: { route: 'rewardCenter' },
    labelKey: 'labels.rewardCenter',
    icon: 'gift',
    needsSession: true,
  },
  {
    id: 'signIn',
    target: { route: 'signIn' },
    labelKey: 'labels.signIn',
    icon: 'calendar',
    needsSession: true,
  },
  {
    id: 'manualRebate',
    target: { route: 'manualRebate' },
    labelKey: 'labels.manualRebate',
    icon: 'percent',
    needsSession: true,
  },
  {
    id: 'downloadPromo',
    target: { action: 'downloadPopup' },
    labelKey: 'labels.downloadPromo',
    icon: 'download',
    needsSession: false,
    hideInApp: true,
  },
  {
    id: 'facebook',
    target: { action: 'facebook' },
    labelKey: 'labels.facebook',
    icon: 'facebook',
    gate: { setting: 'facebookLink' },
    needsSession: false,
  },
  {
    id: 'telegram',
    target: { action: 'telegram' },
    labelKey: 'labels.telegram',
    icon: 'telegram',
    gate: { setting: 'telegramLink' },
    needsSession: false,
  },
  {
    id: 'agentCentre',
    target: { route: 'agentHome' },
    labelKey: 'labels.agentCentre',
    icon: 'briefcase',
    gate: agentOnly,
    needsSession: true,
  },
  {
    id: 'agentRegister',
    target: { route: 'agentRegister' },
    labelKey: 'labels.openAccount',
    icon: 'userPlus',
    gate: agentOnly,
    needsSession: true,
  },
];
