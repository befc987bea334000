import { GAME_PAGE_SIZE } from '../../../../contract/game-pages';

export interface GameListFilter {
  gameType: string;
  vassalage?: string;
  gameName?: string;
  /** NEW, HOT, ALL or a slot classify value such as VIDEO. */
  gameClassify?: string;
  minBet?: number;
  isNew?: boolean;
}

/**
 * A page's query of the game list, in the order the api client sends it: clientType 2, platform
 * html5, 26 games a page. The landing script writes the first page's URL from it too
 * (src/landing/computed-requests.ts), so it must stay free of the app's code.
 */
export const gameListParams = (filter: GameListFilter, pageNo: number, language: string) => ({
  platform: 'html5',
  clientType: 2,
  pageNo,
  pageSize: GAME_PAGE_SIZE,
  language,
  ...filter,
});
