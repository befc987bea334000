import { getTransactions, type LedgerGroup } from '../../../../contract/records';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { recordsKeys } from './records-keys';

export interface TransactionFilter extends DayRange {
  group?: LedgerGroup;
  /** The agent variant of spec §2 (`/m/transaction/record?types=A`). */
  agent: boolean;
}

/** `GET /wps/report/transaction`: the member's ledger rows, newest first, page after page. */
export function useTransactions({ startDate, endDate, group, agent }: TransactionFilter) {
  const filter = { startDate, endDate, type: group, types: agent ? ('A' as const) : undefined };
  return usePagedQuery({
    key: recordsKeys.transactions(),
    params: filter,
    fetchPage: (page, signal) => call(getTransactions, { query: { ...filter, ...page }, signal }),
  });
}
