import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRankList, RANK_LIST_MAX } from '../../../../contract/play';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { gameKeys } from './game-keys';

/** Spec §9: the winners board shows at most 20. */
export const WINNER_LIMIT = RANK_LIST_MAX;

/** `GET /wps/relay/GCSGAME_getRankList`, sorted by win amount, largest first (spec §2). */
export const rankListQuery = (language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.rankList(language),
    queryFn: ({ signal }) =>
      call(getRankList, {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
        signal,
      }),
    select: (rows) => [...rows].sort((a, b) => b.vo.winAmount - a.vo.winAmount),
  });

export const useRankList = () => useQuery(rankListQuery());
