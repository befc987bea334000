import type { Game, WinnerRow } from '../../../games/types';

/** The game a winner row points at, enough to launch it (the platform finds it by nodeId). */
export function winnerGame({ vo }: WinnerRow): Game | undefined {
  if (!vo.nodeId || !vo.gameType) return undefined;
  return {
    nodeId: vo.nodeId,
    gameId: '',
    gameCode: '',
    roomId: '',
    gameName: vo.gameName,
    vassalage: vo.vendor ?? '',
    iconUrl: vo.iconUrl,
    gameType: vo.gameType,
  };
}
