import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getProfitAndLoss } from '../../../../contract/records';
import { call } from '../../../lib/api-call';
import type { DayRange } from '../../../ui/report';
import { recordsKeys } from './records-keys';

export type { GameTypeProfit, ProfitSummary } from '../../../../contract/records';

/** Game types are few: one page of 100 holds them all. */
const PAGE_SIZE = 100;

export const profitAndLossQuery = ({ startDate, endDate }: DayRange) =>
  queryOptions({
    queryKey: recordsKeys.profitAndLoss(startDate, endDate),
    queryFn: ({ signal }) =>
      call(getProfitAndLoss, {
        query: { startDate, endDate, pageNo: 1, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /wps/report/profitAndLoss`: the range's summary (footer) and per-game-type rows. */
export const useProfitAndLoss = (range: DayRange) => useQuery(profitAndLossQuery(range));
