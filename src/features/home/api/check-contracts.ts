import { queryOptions, useQuery } from '@tanstack/react-query';

import { checkContracts } from '../../../../contract/agent-contracts';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

export type { ContractCheck, ContractKind } from '../../../../contract/agent-contracts';

/** `GET /wps/relay/MCSFE_checkContracts`: 1 where an offered contract waits for the agent's answer. */
export const checkContractsQuery = () =>
  queryOptions({
    queryKey: queryKey('contracts', 'check'),
    queryFn: ({ signal }) => call(checkContracts, { signal }),
    staleTime: 0,
  });

export const useContractCheck = () => useQuery(checkContractsQuery());
