import { useMutation, useQueryClient } from '@tanstack/react-query';

import { CONTRACT_ENDPOINTS, type ContractKind } from '../../../../contract/agent-contracts';
import { contractKeys } from '../../../entities/contracts/contract-keys';
import { call } from '../../../lib/api-call';

/** `POST <process relay>` `{contractId, accept}`: the agent's answer to an offer (idempotent). */
export const processContract = (kind: ContractKind, contractId: number, accept: boolean) =>
  call(CONTRACT_ENDPOINTS[kind].process, { body: { contractId, accept } });

/** An answer changes the page and the home prompts' check (both under 'contracts'). */
export function useProcessContract(kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, accept }: { contractId: number; accept: boolean }) =>
      processContract(kind, contractId, accept),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all() }),
  });
}
