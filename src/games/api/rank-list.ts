import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { queryKey } from '../../lib/query-client';
import type { WinnerRow } from '../types';

/** Spec §9: the winners board shows at most 20. */
export const WINNER_LIMIT = 20;

/** `GET /wps/relay/GCSGAME_getRankList`, sorted by win amount, largest first (spec §2). */
export const rankListQuery = (language = currentLanguage()) =>
  queryOptions({
    queryKey: queryKey('games', 'rankList', language),
    queryFn: ({ signal }) =>
      api.get<WinnerRow[]>('/wps/relay/GCSGAME_getRankList', {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
        signal,
      }),
    select: (rows) => [...rows].sort((a, b) => b.vo.winAmount - a.vo.winAmount),
  });

export const useRankList = () => useQuery(rankListQuery());
