import { queryKey } from '../../../lib/query-client';

export const teamKeys = {
  all: () => queryKey('team'),
  overview: (startDate: string, endDate: string) =>
    [...teamKeys.all(), 'overview', startDate, endDate] as const,
  members: () => [...teamKeys.all(), 'members'] as const,
  bets: () => [...teamKeys.all(), 'bets'] as const,
  pnl: () => [...teamKeys.all(), 'pnl'] as const,
};
