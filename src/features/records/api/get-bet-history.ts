import { getBetHistory } from '../../../../contract/play';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { recordsKeys } from './records-keys';

/** `GET /wps/report/accountGameBetHistory`: demo-game rounds and lottery orders, newest first. */
export function useBetHistory({ startDate, endDate, gameType }: DayRange & { gameType?: string }) {
  const params = { startDate, endDate, gameType };
  return usePagedQuery({
    key: recordsKeys.bets(),
    params,
    fetchPage: (page, signal) => call(getBetHistory, { query: { ...params, ...page }, signal }),
  });
}
