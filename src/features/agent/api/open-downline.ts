import { useMutation, useQueryClient } from '@tanstack/react-query';

import { openDownline as openDownlineEndpoint } from '../../../../contract/agent';
import { call } from '../../../lib/api-call';
import { agentKeys } from './agent-keys';

export type { OpenedDownline } from '../../../../contract/agent';

export type DownlineType = 0 | 1;

/** What the open-account form sends. */
export interface NewDownline {
  username: string;
  password: string;
  confirmPassword: string;
  /** 0 member, 1 sub-agent. */
  customerType: DownlineType;
  nickname?: string;
}

/** `POST /wps/agent/downline`, encrypted: an account directly under the logged-in agent. */
export const openDownline = (account: NewDownline) =>
  call(openDownlineEndpoint, { body: account, encrypted: true });

export function useOpenDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDownline,
    // Team lists and figures now count one more member.
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all() }),
  });
}
