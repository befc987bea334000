import type { GameToLaunch } from './types';

/** The /m/launchGame URL for a game (spec §4 "Launching a game": gameId is the roomId). */
export function launchPath(game: GameToLaunch) {
  const query = new URLSearchParams({
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameId: game.roomId,
    nodeId: game.nodeId,
    supportPlay: game.supportPlay ?? '',
  });
  return `/m/launchGame?${query.toString()}`;
}
