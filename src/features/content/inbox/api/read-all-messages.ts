import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readAllMessages } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { queryKey } from '../../../../lib/query-client';

/** `POST /wps/relay/CSP_readAllMessages` (with `{}`: a JSON request needs a body). */
export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(readAllMessages, { body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
