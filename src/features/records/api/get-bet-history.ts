import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { BetFooter, BetRow } from '../types';

/** `GET /wps/report/accountGameBetHistory`: demo-game rounds and lottery orders, newest first. */
export function useBetHistory({ startDate, endDate, gameType }: DayRange & { gameType?: string }) {
  return usePagedReport<BetRow, BetFooter>({
    key: ['records', 'bets'],
    path: '/wps/report/accountGameBetHistory',
    params: { startDate, endDate, gameType },
  });
}
