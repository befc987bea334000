import type { WinnerRow } from '../../../entities/games/types';
import { WINNER_VISIBLE_ROWS } from '../widget-sizes';

/** Spec §9: the home winner ticker scrolls above 3 entries (the list variant above 2), speed 1500. */
export const WINNER_TICKER_SPEED_MS = 1500;
/** Pause between two moves of the ticker (not in the spec; a continuous ticker would keep the CPU busy). */
export const WINNER_TICKER_PAUSE_MS = 2000;
/** Spec §9: the board reloads 250 ms after the language settles. */
export const WINNER_LANGUAGE_DEBOUNCE_MS = 250;

export const tickerScrolls = (count: number, visible = WINNER_VISIBLE_ROWS) => count > visible;

/** Largest win first, at most `limit` rows (the platform may answer unsorted). */
export const sortWinners = (rows: readonly WinnerRow[], limit = 20): WinnerRow[] =>
  [...rows].sort((a, b) => b.vo.winAmount - a.vo.winAmount).slice(0, limit);
