import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';
import type { Mail } from './get-mail-list';

export interface OutgoingMail {
  subject: string;
  body: string;
  replyTo?: number;
  /** A double tap sends once. */
  requestId: string;
}

/** `PUT /wps/relay/EMFE_sendMail`; support's automatic reply lands in the inbox. */
export const sendMail = (mail: OutgoingMail) => api.put<Mail>('/wps/relay/EMFE_sendMail', mail);

export function useSendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('inbox') }),
  });
}
