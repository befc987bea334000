import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readNotice } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { noticeKeys } from './page-keys';

/** `POST /wps/relay/CCSFE_readNotice`: the notice, marked read for a member. */
export function useReadNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readNotice, { body: { id, types: 'H' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
}
