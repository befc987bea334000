import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

/** One game type's part of a rebate. */
export interface RebateRow {
  gameType: string;
  rounds: number;
  betAmount: number;
  /** Fraction of the bet (0.005 = 0.5 %). */
  rate: number;
  rebateAmount: number;
}

/** `GET /wps/relay/MCSFE_getManualRebate` value: what a claim would pay now. */
export interface ManualRebate {
  level: number;
  levelName: string;
  rows: RebateRow[];
  totalBet: number;
  totalAmount: number;
  minAmount: number;
  claimable: boolean;
}

export const manualRebateQuery = () =>
  queryOptions({
    queryKey: queryKey('club', 'manualRebate'),
    queryFn: ({ signal }) => api.get<ManualRebate>('/wps/relay/MCSFE_getManualRebate', { signal }),
  });

export const useManualRebate = () => useQuery(manualRebateQuery());
