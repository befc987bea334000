import type { Game, HotMatch } from '../../../games/types';

/** A hot match as the game its room belongs to, for launching (sports books launch by room). */
export const matchGame = (match: HotMatch): Game => ({
  nodeId: match.nodeId,
  gameId: match.roomId,
  gameCode: '',
  roomId: match.roomId,
  gameName: `${match.homeTeam} - ${match.awayTeam}`,
  vassalage: match.vendor,
  iconUrl: '',
  gameType: 'SPORTS',
  supportPlay: match.supportPlay,
});
