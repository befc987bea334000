import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { AgentNotice } from './get-agent-notices';

/** `POST /wps/relay/CCSFE_readNotice` with `types=A`: marks one agent announcement read. */
export const readAgentNotice = (id: number) =>
  api.post<AgentNotice>('/wps/relay/CCSFE_readNotice', { id, types: 'A' });

export function useReadAgentNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAgentNotice,
    // The list's dots and agent home's footer badge (both under 'agent').
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('agent') }),
  });
}
