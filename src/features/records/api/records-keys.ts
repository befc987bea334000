import { queryKey } from '../../../lib/query-client';

export const recordsKeys = {
  all: () => queryKey('records'),
  profitAndLoss: (startDate: string, endDate: string) =>
    [...recordsKeys.all(), 'profitAndLoss', startDate, endDate] as const,
  uplineTransfer: () => [...recordsKeys.all(), 'uplineTransfer'] as const,
  transactions: () => [...recordsKeys.all(), 'transactions'] as const,
  bets: () => [...recordsKeys.all(), 'bets'] as const,
};
