import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export type ContractKind = 'dailySalary' | 'dividend' | 'hourSalary';

/** `GET /wps/relay/MCSFE_checkContracts`: 1 where an offered contract waits for the agent's answer. */
export interface ContractCheck {
  dailysalreqtype: 0 | 1;
  divtypecompperiodreq: 0 | 1;
  contracthoursalreq: 0 | 1;
  /** The reference server's list of the waiting contracts (absent on other platforms). */
  offers?: { kind: ContractKind; id: number }[];
}

export const checkContractsQuery = () =>
  queryOptions({
    queryKey: queryKey('contracts', 'check'),
    queryFn: ({ signal }) => api.get<ContractCheck>('/wps/relay/MCSFE_checkContracts', { signal }),
    staleTime: 0,
  });

export const useContractCheck = () => useQuery(checkContractsQuery());
