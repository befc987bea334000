import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteMail } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

/** `DELETE /wps/relay/EMFE_deleteMail` with `{ ids }`. */
export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(deleteMail, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
