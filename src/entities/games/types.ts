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

export type {
  FavouriteGamesPage,
  Game,
  GameListPage,
  HotGameGroup,
  HotMatch,
  Jackpot,
  RecentGamesPage,
  Vendor,
  VendorClassifyValues,
  VendorSorting,
} from '../../../contract/games';
export type { LaunchAnswer, WinnerRow } from '../../../contract/play';

/**
 * What launching needs of a game (spec §4 "Launching a game"): a catalogue game, or one pieced
 * together from a winner row or a hot match.
 */
export interface GameToLaunch {
  nodeId: string;
  gameType: string;
  vassalage: string;
  /** Sent as gameId; empty when only the node id is known (the platform finds the game by it). */
  roomId: string;
  supportPlay?: string;
}
