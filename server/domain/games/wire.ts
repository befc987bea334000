import type { Game } from '../../../contract/games';
import type { GameRecord } from './game-record';

const LOTTO_MODES: Record<string, string> = { ELOTT: 'Elott', LOTT: 'Lott' };

/** A catalogue row as the platform answers it (contract/games.ts `Game`). */
export function toWireGame(game: GameRecord): Game {
  const lottoMode = LOTTO_MODES[game.gameType] ?? '';
  return {
    nodeId: game.nodeId,
    gameId: game.roomId,
    gameCode: game.gameCode,
    roomId: game.roomId,
    gameName: game.name,
    nodeName: game.name,
    vassalage: game.vassalage,
    iconUrl: game.iconUrl,
    showIcon: true,
    mobileLargeIcon: game.iconUrl,
    mobileSmallIcon: game.iconUrl,
    gameType: game.gameType,
    supportPlay: game.supportPlay,
    isGameH5: true,
    playType: lottoMode ? 'Tradition' : '',
    lottoMode,
    freeplay: game.playKind === 'slot',
    minBet: game.minBet,
    classify: game.classify,
    isNew: game.isNew,
    isHot: game.isHot,
  };
}

/** A page of `total` items of `pageSize`: the platform's 1-based page number and page count. */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
