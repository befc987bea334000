import type { GameToLaunch, WinnerRow } from './types';

/** Height of one winner row; tickers reserve whole rows. */
export const WINNER_ROW_HEIGHT_PX = 56;

/** The game a winner row points at, enough to launch it (the platform finds it by nodeId). */
export function winnerGame({ vo }: WinnerRow): GameToLaunch | undefined {
  if (!vo.nodeId || !vo.gameType) return undefined;
  return { nodeId: vo.nodeId, roomId: '', vassalage: vo.vendor, gameType: vo.gameType };
}
