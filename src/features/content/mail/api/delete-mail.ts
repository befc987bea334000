import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteMail } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { queryKey } from '../../../../lib/query-client';

/** `DELETE /wps/relay/EMFE_deleteMail` with `{ ids }`. */
export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(deleteMail, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
