import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getTeamMembers } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import { teamKeys } from './team-keys';

export interface DownlineFilters {
  parentId?: number;
  username?: string;
}

/**
 * `GET /wps/agent/team/members`: downlines, newest first. Refetched whenever the screen mounts, so an
 * account just opened from agent home is listed.
 */
export function useTeamMembers({ parentId, username }: DownlineFilters) {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: teamKeys.members() });
  }, [client]);
  const params = { parentId, username };
  return usePagedQuery({
    key: teamKeys.members(),
    params,
    fetchPage: (page, signal) => call(getTeamMembers, { query: { ...params, ...page }, signal }),
  });
}
