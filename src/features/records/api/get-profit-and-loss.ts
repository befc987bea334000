import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { ReportPage } from '../../../lib/paged-report';
import { queryKey } from '../../../lib/query-client';
import type { DayRange } from '../../../ui/report';

export interface GameTypeProfit {
  gameType: string;
  betCount: number;
  totalBet: number;
  totalWin: number;
  profit: number;
}

export interface ProfitSummary {
  totalBet: number;
  totalWin: number;
  gameProfit: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  rebates: number;
  net: number;
}

/** Game types are few: one page of 100 holds them all. */
const PAGE_SIZE = 100;

export const profitAndLossQuery = ({ startDate, endDate }: DayRange) =>
  queryOptions({
    queryKey: queryKey('records', 'profitAndLoss', startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<ReportPage<GameTypeProfit, ProfitSummary>>('/wps/report/profitAndLoss', {
        query: { startDate, endDate, pageNo: 1, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /wps/report/profitAndLoss`: the range's summary (footer) and per-game-type rows. */
export const useProfitAndLoss = (range: DayRange) => useQuery(profitAndLossQuery(range));
