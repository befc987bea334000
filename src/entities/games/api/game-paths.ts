/**
 * The catalogue paths the landing and shell scripts ask for or look up before the app's code is
 * there (the contract's endpoints carry their schemas; tests/cli/landing-script.test.ts compares).
 */
import type { PrizeMode } from '../lottery-mode';

/** `GET /wps/relay/GCSGAME_gameList` (contract/games.ts `getGameList`). */
export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';

/** `GET /wps/relay/GCSGAME_getVendorSorting` (contract/games.ts `getVendorSorting`). */
export const VENDOR_SORTING_PATH = '/wps/relay/GCSGAME_getVendorSorting';

/** The GET of a lottery prize mode's games in groups (contract/lottery.ts `getLotteryGames`). */
export const lotteryGamesRequest = (mode: PrizeMode) => `/lgw/games?prizeMode=${mode}`;
