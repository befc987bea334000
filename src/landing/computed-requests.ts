/**
 * First requests whose URL depends on more than a page parameter (RouteDef.firstRequests names them
 * with `@`): the landing script works each out from the page's query and the language the app will
 * pick, with the very functions the screen builds its request with, so the api client takes it over.
 * Imported into the inline script: these modules must stay free of the app's code.
 */
import { gameListParams } from '../entities/games/api/game-list-params';
import { GAME_LIST_PATH } from '../entities/games/api/game-paths';
import { initialListState, listFilter, listOfPage } from '../features/games/game-list/list-state';
import { queryString } from '../lib/query-string';
import { FIRST_GAME_PAGE } from './computed-request-names';

export type ComputedRequest = (query: URLSearchParams, language: string) => string;

export const COMPUTED_REQUESTS: Readonly<Record<string, ComputedRequest>> = {
  [FIRST_GAME_PAGE]: (query, language) => {
    const { gameType, vendor } = listOfPage(query);
    const filter = listFilter(gameType, initialListState(vendor));
    return `${GAME_LIST_PATH}?${queryString(gameListParams(filter, 1, language))}`;
  },
};
