import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readAllMessages } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

/** `POST /wps/relay/CSP_readAllMessages` (with `{}`: a JSON request needs a body). */
export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(readAllMessages, { body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
