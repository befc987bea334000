import { queryKey } from '../../../lib/query-client';
import type { GameListFilter } from './game-list-params';

/** Game catalogue queries; lists that follow the language carry it last. */
export const gameKeys = {
  all: () => queryKey('games'),
  list: (filter: GameListFilter, language: string) =>
    [...gameKeys.all(), 'list', filter, language] as const,
  vendorSorting: () => [...gameKeys.all(), 'vendorSorting'] as const,
  favouriteIds: () => [...gameKeys.all(), 'favouriteIds'] as const,
  favourites: (gameType: string, language: string) =>
    [...gameKeys.all(), 'favourites', gameType, language] as const,
  hot: (gameType: string, language: string) =>
    [...gameKeys.all(), 'hot', gameType, language] as const,
  recent: (gameType: string, language: string) =>
    [...gameKeys.all(), 'recent', gameType, language] as const,
  hotMatches: (language: string) => [...gameKeys.all(), 'hotMatches', language] as const,
  rankList: (language: string) => [...gameKeys.all(), 'rankList', language] as const,
  jackpot: () => [...gameKeys.all(), 'jackpot'] as const,
  vassGameType: () => [...gameKeys.all(), 'vassGameType'] as const,
};
