import type { Entry } from './entry';
import { walletEntries } from './wallet-entries';

export const FOOTER_IDS = ['home', 'promotion', 'deposit', 'inviteFriends', 'members'] as const;
export type FooterId = (typeof FOOTER_IDS)[number];

/** Bottom tab bar (spec §2 "Page chrome"); an item whose page is off is left out. */
export const footer: readonly Entry<FooterId>[] = [
  {
    id: 'home',
    target: { route: 'home' },
    labelKey: 'labels.home',
    icon: 'home',
    needsSession: false,
  },
  {
    id: 'promotion',
    target: { route: 'activity' },
    labelKey: 'labels.promotion',
    icon: 'gift',
    needsSession: false,
  },
  {
    id: 'deposit',
    target: { route: 'voucherCenter' },
    labelKey: 'labels.deposit',
    icon: 'wallet',
    needsSession: true,
  },
  {
    id: 'inviteFriends',
    target: { route: 'inviteFriends' },
    labelKey: 'labels.inviteFriends',
    icon: 'users',
    needsSession: true,
  },
  {
    id: 'members',
    target: { route: 'mine' },
    labelKey: 'labels.members',
    icon: 'user',
    needsSession: false,
  },
];

export const HEADER_MENU_IDS = [
  'deposit',
  'withdraw',
  'refreshBalance',
  'toggleBalance',
  'signOut',
] as const;
export type HeaderMenuId = (typeof HEADER_MENU_IDS)[number];

/** The header's pop-up menu; balance items and sign-out need a session. */
export const headerMenu: readonly Entry<HeaderMenuId>[] = [
  ...walletEntries,
  {
    id: 'refreshBalance',
    target: { action: 'refreshBalance' },
    labelKey: 'labels.refreshBalance',
    icon: 'refresh',
    gate: { session: true },
    needsSession: true,
  },
  {
    id: 'toggleBalance',
    target: { action: 'toggleBalance' },
    labelKey: 'labels.toggleBalance',
    icon: 'eye',
    gate: { session: true },
    needsSession: true,
  },
  {
    id: 'signOut',
    target: { action: 'signOut' },
    labelKey: 'labels.signOut',
    icon: 'logout',
    gate: { session: true },
    needsSession: true,
  },
];
