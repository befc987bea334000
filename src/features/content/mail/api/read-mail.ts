import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';
import type { Mail } from './get-mail-list';

export type OpenedMail = Mail & { original: Mail | null };

/** `POST /wps/relay/EMFE_readMail`: the mail (now read) with the mail it answers. */
export const readMail = (id: number) => api.post<OpenedMail>('/wps/relay/EMFE_readMail', { id });

export function useReadMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMail,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
