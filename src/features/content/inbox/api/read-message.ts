import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';
import type { InboxMessage } from './get-messages';

/** `POST /wps/relay/CSP_readMessage`: the message, now read. */
export const readMessage = (id: number) =>
  api.post<InboxMessage>('/wps/relay/CSP_readMessage', { id });

/** Opening a message refreshes the list and the unread count (red dot, badges) under `inbox`. */
export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
