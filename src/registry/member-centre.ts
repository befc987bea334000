import { NON_AGENT_TYPES } from '../../schema/constants';
import type { Entry } from './entry';

export const MEMBER_CENTRE_IDS = [
  'rewardCenter',
  'referral',
  'agency',
  'vouReport',
  'withdrawReport',
  'transactionRecord',
  'gameRecord',
  'profitAndLoss',
  'upLineTransfer',
  'manualRebate',
  'leaderBoard',
  'rebateReport',
  'webEmail',
  'onlineService',
  'appDownload',
  'feedback',
] as const;
export type MemberCentreId = (typeof MEMBER_CENTRE_IDS)[number];

/** The member-centre list of spec §2, in the table's order. */
export const memberCentre: readonly Entry<MemberCentreId>[] = [
  {
    id: 'rewardCenter',
    target: { route: 'rewardCenter' },
    labelKey: 'labels.rewardCenter',
    icon: 'gift',
    badge: 'unclaimedPromotions',
    needsSession: true,
  },
  // Always listed: with REFERRAL off the action answers 'contact_service' (spec §6).
  {
    id: 'referral',
    target: { action: 'referral' },
    labelKey: 'labels.referral',
    icon: 'link',
    needsSession: true,
  },
  {
    id: 'agency',
    target: { route: 'agent' },
    labelKey: 'labels.agency',
    icon: 'briefcase',
    gate: { all: [{ session: true }, { customerTypeNotIn: NON_AGENT_TYPES }] },
    needsSession: true,
  },
  {
    id: 'vouReport',
    target: { route: 'vouReport' },
    labelKey: 'labels.vouReport',
    icon: 'report',
    needsSession: true,
  },
  {
    id: 'withdrawReport',
    target: { route: 'withdrawReport' },
    labelKey: 'labels.withdrawReport',
    icon: 'report',
    needsSession: true,
  },
  {
    id: 'transactionRecord',
    target: { route: 'transactionRecord' },
    labelKey: 'labels.transactionRecord',
    icon: 'list',
    gate: { flag: 'TRANSREC3' },
    needsSession: true,
  },
  {
    id: 'gameRecord',
    target: { route: 'gameRecord' },
    labelKey: 'labels.gameRecord',
    icon: 'dice',
    gate: { flag: 'TRANSBETREPMEM3' },
    needsSession: true,
  },
  {
    id: 'profitAndLoss',
    target: { route: 'profitAndLoss' },
    labelKey: 'labels.profitAndLoss',
    icon: 'chart',
    needsSession: true,
  },
  {
    id: 'upLineTransfer',
    target: { route: 'upLineTransfer' },
    labelKey: 'labels.upLineTransfer',
    icon: 'transfer',
    // Besides the route's flag and type rule: only a member with an upline has one to transfer to.
    gate: { member: 'toUpline' },
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
    id: 'leaderBoard',
    target: { route: 'leaderBoard' },
    labelKey: 'labels.leaderBoard',
    icon: 'trophy',
    needsSession: true,
  },
  {
    id: 'rebateReport',
    target: { route: 'rebateReport' },
    labelKey: 'labels.rebateReport',
    icon: 'percent',
    needsSession: true,
  },
  {
    id: 'webEmail',
    target: { route: 'webEmail' },
    labelKey: 'labels.webEmail',
    icon: 'mail',
    badge: 'unreadMail',
    gate: { flag: 'MAILCEN' },
    needsSession: true,
  },
  {
    id: 'onlineService',
    target: { action: 'customerService' },
    labelKey: 'labels.onlineService',
    icon: 'headset',
    needsSession: false,
  },
  {
    id: 'appDownload',
    target: { route: 'download' },
    labelKey: 'labels.appDownload',
    icon: 'download',
    needsSession: false,
  },
  {
    id: 'feedback',
    target: { route: 'feedback' },
    labelKey: 'labels.feedback',
    icon: 'chat',
    needsSession: true,
  },
];

export const QUICK_ENTRY_IDS = [
  'deposit',
  'gameRecord',
  'transactionRecord',
  'securityCenter',
] as const;
export type QuickEntryId = (typeof QUICK_ENTRY_IDS)[number];

/** The four quick entries under the member-centre header (always shown). */
export const memberQuickEntries: readonly Entry<QuickEntryId>[] = [
  {
    id: 'deposit',
    target: { route: 'voucherCenter' },
    labelKey: 'labels.deposit',
    icon: 'wallet',
    needsSession: true,
  },
  {
    id: 'gameRecord',
    target: { route: 'gameRecord' },
    labelKey: 'labels.gameRecord',
    icon: 'dice',
    needsSession: true,
  },
  {
    id: 'transactionRecord',
    target: { route: 'transactionRecord' },
    labelKey: 'labels.transactionRecord',
    icon: 'list',
    needsSession: true,
  },
  {
    id: 'securityCenter',
    target: { route: 'securityCenter' },
    labelKey: 'labels.securityCenter',
    icon: 'shield',
    needsSession: true,
  },
];

/** The VIP tile under the profile header. */
export const memberVipTile: Entry<'vip'> = {
  id: 'vip',
  target: { route: 'benefits' },
  labelKey: 'labels.vip',
  icon: 'crown',
  needsSession: true,
};
