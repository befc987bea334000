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
    target: { route: '/m/rewardCenter' },
    labelKey: 'labels.rewardCenter',
    icon: 'gift',
    badge: 'unclaimedPromotions',
    gate: { flag: 'REWCEN3' },
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
    target: { route: '/m/agent' },
    labelKey: 'labels.agency',
    icon: 'briefcase',
    gate: { all: [{ session: true }, { customerTypeNotIn: NON_AGENT_TYPES }] },
    needsSession: true,
  },
  {
    id: 'vouReport',
    target: { route: '/m/vouReport' },
    labelKey: 'labels.vouReport',
    icon: 'report',
    gate: { flag: 'DEPRECM3' },
    needsSession: true,
  },
  {
    id: 'withdrawReport',
    target: { route: '/m/withdrawReport' },
    labelKey: 'labels.withdrawReport',
    icon: 'report',
    gate: { flag: 'WITHREC3' },
    needsSession: true,
  },
  {
    id: 'transactionRecord',
    target: { route: '/m/transaction/record' },
    labelKey: 'labels.transactionRecord',
    icon: 'list',
    gate: { flag: 'TRANSREC3' },
    needsSession: true,
  },
  {
    id: 'gameRecord',
    target: { route: '/m/gameRecord' },
    labelKey: 'labels.gameRecord',
    icon: 'dice',
    gate: { flag: 'TRANSBETREPMEM3' },
    needsSession: true,
  },
  {
    id: 'profitAndLoss',
    target: { route: '/m/profitandloss' },
    labelKey: 'labels.profitAndLoss',
    icon: 'chart',
    gate: { flag: 'PERSREP' },
    needsSession: true,
  },
  {
    id: 'upLineTransfer',
    target: { route: '/m/upLine/transfer' },
    labelKey: 'labels.upLineTransfer',
    icon: 'transfer',
    gate: { all: [{ flag: 'AGETRANSFERUP3' }, { member: 'toUpline' }, { customerTypeNotIn: [2] }] },
    needsSession: true,
  },
  {
    id: 'manualRebate',
    target: { route: '/m/member/manualRebate' },
    labelKey: 'labels.manualRebate',
    icon: 'percent',
    gate: { flag: 'MANPLAYREB3' },
    needsSession: true,
  },
  {
    id: 'leaderBoard',
    target: { route: '/m/leaderBoard' },
    labelKey: 'labels.leaderBoard',
    icon: 'trophy',
    gate: { promo: 'MISSION' },
    needsSession: true,
  },
  {
    id: 'rebateReport',
    target: { route: '/m/member/rebateReport' },
    labelKey: 'labels.rebateReport',
    icon: 'percent',
    gate: { flag: 'PLYRBT' },
    needsSession: true,
  },
  {
    id: 'webEmail',
    target: { route: '/m/webEmail' },
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
    target: { route: '/m/download' },
    labelKey: 'labels.appDownload',
    icon: 'download',
    needsSession: false,
  },
  {
    id: 'feedback',
    target: { route: '/m/feedback' },
    labelKey: 'labels.feedback',
    icon: 'chat',
    gate: { flag: 'FEEDBACK3' },
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
    target: { route: '/m/voucherCenter' },
    labelKey: 'labels.deposit',
    icon: 'wallet',
    needsSession: true,
  },
  {
    id: 'gameRecord',
    target: { route: '/m/gameRecord' },
    labelKey: 'labels.gameRecord',
    icon: 'dice',
    needsSession: true,
  },
  {
    id: 'transactionRecord',
    target: { route: '/m/transaction/record' },
    labelKey: 'labels.transactionRecord',
    icon: 'list',
    needsSession: true,
  },
  {
    id: 'securityCenter',
    target: { route: '/m/securityCenter' },
    labelKey: 'labels.securityCenter',
    icon: 'shield',
    needsSession: true,
  },
];

/** The VIP tile under the profile header. */
export const memberVipTile: Entry<'vip'> = {
  id: 'vip',
  target: { route: '/m/member/benefits' },
  labelKey: 'labels.vip',
  icon: 'crown',
  needsSession: true,
};
