/** Wire shapes of the lottery gateway `/lgw` (docs/api.md "Lottery"): raw JSON, epoch ms, amounts. */
export type LotteryPrizeMode = 'LOTT' | 'ELOTT';

export interface Current {
  gameId: number;
  numero: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
  serverTime: number;
  closeInMs: number;
  drawInMs: number;
}

export interface Draw {
  gameId: number;
  numero: string;
  drawAt: number;
  result: string[];
  sum?: number;
  bigSmall?: 'BIG' | 'SMALL';
  oddEven?: 'ODD' | 'EVEN';
  tiers?: Record<string, string[]>;
}

export interface LotteryGame {
  gameId: number;
  code: string;
  name: string;
  groupId: string;
  prizeMode: LotteryPrizeMode;
  vendor: string;
  drawEvery: 'interval' | 'daily';
  intervalSeconds?: number;
  closeSeconds: number;
  current: Current;
  last: Draw;
}

export interface LotteryGroup {
  groupId: string;
  groupName: string;
  prizeMode: LotteryPrizeMode;
  games: LotteryGame[];
}

export type Picker =
  | { type: 'positions'; positions: string[]; digits: string[]; everyPosition: boolean }
  | { type: 'options'; options: string[] }
  | { type: 'numbers'; width: number; count: number };

export interface Play {
  playId: string;
  name: string;
  rule: string;
  picker: Picker;
  odds: number;
  rtp: number;
  singleBetPrice: number;
  enabled: boolean;
}

export interface PlayMenu {
  gameId: number;
  switches: { quickPick: boolean; manualInput: boolean; cancelBeforeClose: boolean };
  plays: Play[];
}

export interface LotterySetting {
  gameId: number;
  modes: string[];
  units: number[];
  defaultUnit: number;
  minMultiple: number;
  maxMultiple: number;
  maxBetAmount: number;
  maxWinAmount: number;
  maxBetsPerSlip: number;
}

export type OrderStatus = 'open' | 'settled' | 'cancelled';
export type SubOrderStatus = 'open' | 'won' | 'lost' | 'cancelled';

export interface Order {
  orderId: number;
  gameId: number;
  gameName: string;
  numero: string;
  status: OrderStatus;
  totalAmount: number;
  winAmount: number;
  betCount: number;
  createdAt: number;
  closeAt: number;
  drawAt: number;
  settledAt: number | null;
}

export interface SubOrder {
  subOrderId: number;
  playId: string;
  playName: string;
  content: string;
  unit: number;
  multiple: number;
  betCount: number;
  amount: number;
  status: SubOrderStatus;
  winAmount: number;
  cancellable: boolean;
}

export interface OrderDetail extends Order {
  draw: { numero: string; drawAt: number; result: string[] } | null;
  bets: SubOrder[];
}

/** One row of a betting slip (`POST /lgw/orders/betting`). */
export interface SlipBet {
  playId: string;
  content: string;
  unit: number;
  multiple: number;
  betCount: number;
  amount: number;
}
