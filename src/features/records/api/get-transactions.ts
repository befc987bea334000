import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { TransactionFooter, TransactionGroup, TransactionRow } from '../types';

export interface TransactionFilter extends DayRange {
  group?: TransactionGroup;
  /** The agent variant of spec §2 (`/m/transaction/record?types=A`). */
  agent: boolean;
}

/** `GET /wps/report/transaction`: the member's ledger rows, newest first, page after page. */
export function useTransactions({ startDate, endDate, group, agent }: TransactionFilter) {
  return usePagedReport<TransactionRow, TransactionFooter>({
    key: ['records', 'transactions'],
    path: '/wps/report/transaction',
    params: { startDate, endDate, type: group, types: agent ? 'A' : undefined },
  });
}
