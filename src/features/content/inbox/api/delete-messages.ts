import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteMessages } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { queryKey } from '../../../../lib/query-client';

/** `DELETE /wps/relay/CSP_deleteMessages` with `{ ids }`. */
export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(deleteMessages, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
