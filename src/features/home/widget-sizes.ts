import { WINNER_ROW_HEIGHT_PX } from '../../entities/games/winner-game';

/** Heights reserved for the lazily loaded home widgets, kept here so the home chunk need not load them. */
export { WINNER_ROW_HEIGHT_PX };
export const WINNER_VISIBLE_ROWS = 3;
export const WINNERS_HEIGHT_PX = 44 + WINNER_VISIBLE_ROWS * WINNER_ROW_HEIGHT_PX + 8;
export const HOT_MATCH_HEIGHT_PX = 76;
