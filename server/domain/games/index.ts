export { GAME_NOT_FOUND, GAME_NOT_FOUND_MESSAGE } from './errors';
export { findGameByNodeId, type GameRecord } from './game-record';
export { recordRecentGame } from './recent-games';
export { toWireGame } from './wire';
