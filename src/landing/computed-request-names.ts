/**
 * The names of computed-requests.ts, apart from it: routes.ts, which the entry loads, names them
 * without taking in the code that works them out.
 */

/** The game list's first page, as the list of `/m/gameList` opens. */
export const FIRST_GAME_PAGE = '@firstGamePage';

/** Every name computed-requests.ts works out (the build refuses a route naming another). */
export const COMPUTED_REQUEST_NAMES: readonly string[] = [FIRST_GAME_PAGE];
