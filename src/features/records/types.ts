/** Groups of `GET /wps/report/transaction` (docs/api.md "Records"). */
export const TRANSACTION_GROUPS = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'bonus',
  'rebate',
  'transfer',
  'adjustment',
] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];

/** The agent variant (`types=A`) lists only these. */
export const AGENT_GROUPS: readonly TransactionGroup[] = ['transfer', 'rebate'];

export interface TransactionRow {
  id: number;
  /** Epoch ms. */
  time: number;
  kind: string;
  group: TransactionGroup;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  reference: string;
  counterparty: string | null;
}

export interface TransactionFooter {
  totalIn: number;
  totalOut: number;
  net: number;
}

export interface BetRow {
  id: number;
  source: 'game' | 'lottery';
  roundId: string;
  gameName: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  netAmount: number;
  betTime: number;
  status: 'settled' | 'pending';
}

export interface BetFooter {
  totalBet: number;
  totalWin: number;
  net: number;
}
