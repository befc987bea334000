import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

/** `DELETE /wps/relay/EMFE_deleteMail` with `{ ids }`. */
export const deleteMail = (ids: number[]) =>
  api.del<{ deleted: number }>('/wps/relay/EMFE_deleteMail', { body: { ids } });

export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMail,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
