import { queryOptions, useQuery } from '@tanstack/react-query';

import { checkContracts } from '../../../../contract/agent-contracts';
import { contractKeys } from '../../../entities/contracts/contract-keys';
import { call } from '../../../lib/api-call';

export type { ContractCheck, ContractKind } from '../../../../contract/agent-contracts';

/** `GET /wps/relay/MCSFE_checkContracts`: 1 where an offered contract waits for the agent's answer. */
export const checkContractsQuery = () =>
  queryOptions({
    queryKey: contractKeys.check(),
    queryFn: ({ signal }) => call(checkContracts, { signal }),
    staleTime: 0,
  });

export const useContractCheck = () => useQuery(checkContractsQuery());
