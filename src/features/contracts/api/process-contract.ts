import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import { type ContractKind, RELAYS } from '../kinds';
import type { Contract } from './get-contract';

/** `POST <process relay>` `{contractId, accept}`: the agent's answer to an offer (idempotent). */
export const processContract = (kind: ContractKind, contractId: number, accept: boolean) =>
  api.post<Contract>(RELAYS[kind].process, { contractId, accept });

/** An answer changes the page and the home prompts' check (both under 'contracts'). */
export function useProcessContract(kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, accept }: { contractId: number; accept: boolean }) =>
      processContract(kind, contractId, accept),
    onSettled: () => client.invalidateQueries({ queryKey: queryKey('contracts') }),
  });
}
