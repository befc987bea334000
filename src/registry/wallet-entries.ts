import type { Entry } from './entry';

/** Deposit and withdraw: the same two shortcuts open the header pop-up menu and the side menu. */
export const walletEntries: readonly Entry<'deposit' | 'withdraw'>[] = [
  {
    id: 'deposit',
    target: { route: 'voucherCenter' },
    labelKey: 'labels.deposit',
    icon: 'wallet',
    needsSession: true,
  },
  {
    id: 'withdraw',
    target: { route: 'withdraw' },
    labelKey: 'labels.withdraw',
    icon: 'cash',
    needsSession: true,
  },
];
