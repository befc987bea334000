import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export type ContractStatus = 'offered' | 'accepted' | 'rejected';

/** What agent home reads of `MCSFE_getContractDividend` (contracts slice; agent contract wire). */
export interface DividendContractInfo {
  contract: null | { id: number; kind: string; status: ContractStatus; offeredAt?: number };
}

export const dividendContractQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'home', 'dividendContract'),
    queryFn: ({ signal }) =>
      api.get<DividendContractInfo>('/wps/relay/MCSFE_getContractDividend', { signal }),
  });
