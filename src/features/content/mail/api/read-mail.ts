import { useMutation, useQueryClient } from '@tanstack/react-query';

import { readMail } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';

export type { OpenedMail } from '../../../../../contract/content';

/** `POST /wps/relay/EMFE_readMail`: the mail (now read) with the mail it answers. */
export function useReadMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readMail, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}
