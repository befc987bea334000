/** Game categories of spec §1, in no particular order (see categories.ts for the menu order). */
export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'LIVE',
  'PVP',
  'ELOTT',
  'LOTT',
  'RNG',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Spec §3 merchant constants: the e-sports and cockfight vendors split out of SPORTS. */
export const ESPORTS_VENDOR = 'TF';
export const COCKFIGHT_VENDOR = 'DS88';

/** One game of the catalogue (spec §3 "Game item"). */
export interface Game {
  nodeId: string;
  gameId: string;
  gameCode: string;
  roomId: string;
  gameName: string;
  nodeName?: string;
  /** Vendor code. */
  vassalage: string;
  iconUrl: string;
  showIcon?: boolean;
  mobileLargeIcon?: string;
  mobileSmallIcon?: string;
  gameType: string;
  supportPlay?: string;
  isGameH5?: boolean;
  playType?: string;
  lottoMode?: string;
  freeplay?: boolean;
  minBet?: number;
  classify?: string[];
  isNew?: boolean;
  isHot?: boolean;
}

/** A vendor of a category (spec §3 "Vendor"). */
export interface Vendor {
  vassalage: string;
  gameType: string;
  displayName?: string;
  mobileSmallIcon?: string;
  accountTypeName?: string;
}

/** `GCSGAME_getVendorSorting`: server categories in order, and each one's vendors in order. */
export interface VendorSorting {
  gameCategory: string[];
  vendorNames: Record<string, Vendor[]>;
}

/** Pages of the game list (`games`), favourites (`content`) and recent games (`list`). */
export interface GamePage {
  games?: Game[];
  content?: Game[];
  list?: Game[];
  pageNum: number;
  totalPages: number;
  totalCount?: number;
}

/** `GCSGAME_hotGamesV2`: hot games grouped by game type. */
export interface HotGameGroup {
  gameType: string;
  list: Game[];
}

/** One row of `GCSGAME_getRankList` (spec §3 "Winner entry"). */
export interface WinnerRow {
  vo: {
    iconUrl: string;
    gameName: string;
    customerName: string;
    winAmount: number;
    nodeId?: string;
    gameType?: string;
    vendor?: string;
  };
}

/** One hot match (spec §3). `matchTime` is epoch milliseconds. */
export interface HotMatch {
  league: string;
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: string;
  supportPlay?: string;
}

/** `VIS_getJackpot`: the progressive pool fed by real bets. */
export interface Jackpot {
  amount: number;
  currency?: string;
}

/** `GET /wps/game/launchGame` answer (protocol.md §6). */
export interface LaunchAnswer {
  content?: { game_url?: string };
  url?: string;
}
