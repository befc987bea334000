import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteMessages } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

/** `DELETE /wps/relay/CSP_deleteMessages` with `{ ids }`. */
export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(deleteMessages, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
