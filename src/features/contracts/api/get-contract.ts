import { queryOptions, useQuery } from '@tanstack/react-query';

import { CONTRACT_ENDPOINTS, type ContractKind } from '../../../../contract/agent-contracts';
import { contractKeys } from '../../../entities/contracts/contract-keys';
import { call } from '../../../lib/api-call';

export type { Contract, ContractTerms, Payout } from '../../../../contract/agent-contracts';

/** The kind's page relay: the agent's contract of `kind` and what it paid. */
export const contractQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.contract(kind),
    queryFn: ({ signal }) => call(CONTRACT_ENDPOINTS[kind].get, { signal }),
  });

export const useContract = (kind: ContractKind) => useQuery(contractQuery(kind));
