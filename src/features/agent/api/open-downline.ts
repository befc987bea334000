import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export type DownlineType = 0 | 1;

export interface NewDownline {
  username: string;
  password: string;
  confirmPassword: string;
  /** 0 member, 1 sub-agent. */
  customerType: DownlineType;
  nickname?: string;
}

export interface OpenedDownline {
  memberId: number;
  username: string;
}

/** `POST /wps/agent/downline`, encrypted: an account directly under the logged-in agent. */
export const openDownline = (account: NewDownline) =>
  api.post<OpenedDownline>('/wps/agent/downline', account, { encrypted: true });

export function useOpenDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDownline,
    // Team lists and figures now count one more member.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('agent') }),
  });
}
