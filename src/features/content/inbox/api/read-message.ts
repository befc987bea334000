import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readMessage } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

/**
 * `POST /wps/relay/CSP_readMessage`: the message, now read. Opening a message refreshes the list and
 * the unread count (red dot, badges) under `inbox`.
 */
export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readMessage, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
