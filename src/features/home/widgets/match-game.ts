import type { GameToLaunch, HotMatch } from '../../../entities/games/types';

/** A hot match as the game its room belongs to, for launching (sports books launch by room). */
export const matchGame = (match: HotMatch): GameToLaunch => ({
  nodeId: match.nodeId,
  roomId: match.roomId,
  vassalage: match.vendor,
  gameType: 'SPORTS',
  supportPlay: match.supportPlay,
});
