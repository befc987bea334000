import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readNotice } from '../../../../contract/content';
import { call } from '../../../lib/api-call';
import { agentKeys } from './agent-keys';

/** `POST /wps/relay/CCSFE_readNotice` with `types=A`: marks one agent announcement read. */
export const readAgentNotice = (id: number) => call(readNotice, { body: { id, types: 'A' } });

export function useReadAgentNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAgentNotice,
    // The list's dots and agent home's footer badge (both under 'agent').
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all() }),
  });
}
