import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

/** `DELETE /wps/relay/CSP_deleteMessages` with `{ ids }`. */
export const deleteMessages = (ids: number[]) =>
  api.del<{ deleted: number }>('/wps/relay/CSP_deleteMessages', { body: { ids } });

export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
