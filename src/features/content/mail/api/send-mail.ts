import { useMutation, useQueryClient } from '@tanstack/react-query';

import { sendMail } from '../../../../../contract/content';
import type { BodyInput } from '../../../../../contract/endpoint';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

/** A mail to support; `requestId` makes a double tap send once. */
export type OutgoingMail = BodyInput<typeof sendMail> & { requestId: string };

/** `PUT /wps/relay/EMFE_sendMail`; support's automatic reply lands in the inbox. */
export function useSendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mail: OutgoingMail) => call(sendMail, { body: mail }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
