/** Money figures of the team over a period (docs/api.md "Team figures"). */
export interface TeamMoney {
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  bonusAmount: number;
  rebateAmount: number;
  depositAmount: number;
  withdrawAmount: number;
  profitAmount: number;
}

export interface TodayCounters {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

export interface TeamOverview extends TeamMoney {
  registerCount: number;
  firstDepositCount: number;
  teamSize: number;
  footer: TodayCounters;
}

export type PnlDay = TeamMoney & { day: string };

export interface TeamBet {
  source: 'game' | 'lottery';
  id: number;
  username: string;
  level: number;
  gameName: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  netAmount: number;
  betTime: number;
  status: 'settled' | 'pending';
}

export interface TeamBetTotals {
  totalBet: number;
  totalWin: number;
  totalNet: number;
}

export interface Downline {
  memberId: number;
  username: string;
  nickname: string;
  customerType: number;
  isAgent: boolean;
  level: number;
  balance: number;
  regDate: number;
  lastLoginAt: number | null;
  online: boolean;
  teamSize: number;
}

export interface DownlineFooter {
  parent: { memberId: number; username: string; level: number };
}
