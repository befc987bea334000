import type { GameRecord } from './game-record';

/** A game as the platform answers it (spec §3 "Game item" plus the list filter's fields). */
export interface WireGame {
  nodeId: string;
  gameId: string;
  gameCode: string;
  roomId: string;
  gameName: string;
  nodeName: string;
  vassalage: string;
  iconUrl: string;
  showIcon: boolean;
  mobileLargeIcon: string;
  mobileSmallIcon: string;
  gameType: string;
  supportPlay: string;
  isGameH5: boolean;
  playType: string;
  lottoMode: string;
  freeplay: boolean;
  minBet: number;
  classify: string[];
  isNew: boolean;
  isHot: boolean;
}

const LOTTO_MODES: Record<string, string> = { ELOTT: 'Elott', LOTT: 'Lott' };

export function toWireGame(game: GameRecord): WireGame {
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
