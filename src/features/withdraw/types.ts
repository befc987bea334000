/** Shapes of the withdraw endpoints (docs/api.md "Withdraw"). */

export type CardType = 'BC' | 'EW' | 'VC';
export const CARD_TYPES: readonly CardType[] = ['BC', 'EW', 'VC'];

export interface WithdrawSettings {
  minAmount: number;
  maxAmount: number;
  dailyCount: number;
  usedToday: number;
  feePercent: number;
  feeFixed: number;
  window: { start: string; end: string; timeZone: string; open: boolean };
  maxCards: number;
  /** False where `WDRAWNOPASSVERIF3` is on. */
  needPassword: boolean;
  hasPassword: boolean;
  currency: string;
}

export interface BankCard {
  id: number;
  cardType: CardType;
  bankCode: string;
  bankName: string;
  holderName: string;
  /** Masked by the server (`**** 1234`). */
  accountNumber: string;
  createdAt: number;
}

export interface Bank {
  code: string;
  name: string;
}

export type BankList = Record<CardType, Bank[]>;

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export interface Withdrawal {
  id: number;
  orderNo: string;
  amount: number;
  fee: number;
  netAmount: number;
  bankCard: { id: number; cardType: CardType; bankName: string; accountNumber: string };
  status: WithdrawalStatus;
  reason: string;
  createdAt: number;
  decidedAt: number | null;
}

export interface WithdrawFooter {
  totalAmount: number;
  totalFee: number;
  totalNetAmount: number;
  pendingAmount: number;
  approvedAmount: number;
  rejectedAmount: number;
}
