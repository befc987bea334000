import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

/** `POST /wps/relay/CSP_readAllMessages`. */
export const readAllMessages = () =>
  api.post<{ updated: number }>('/wps/relay/CSP_readAllMessages', {});

export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
