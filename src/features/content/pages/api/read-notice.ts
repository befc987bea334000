import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';
import type { Notice } from './get-notices';

/** `POST /wps/relay/CCSFE_readNotice`: the notice, marked read for a member. */
export const readNotice = (id: number) =>
  api.post<Notice>('/wps/relay/CCSFE_readNotice', { id, types: 'H' });

export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('notices') }),
  });
}
