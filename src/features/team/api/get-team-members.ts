import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { usePagedReport } from '../../../lib/paged-report';
import { queryKey } from '../../../lib/query-client';
import type { Downline, DownlineFooter } from '../types';

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
    void client.invalidateQueries({ queryKey: queryKey('team', 'members') });
  }, [client]);
  return usePagedReport<Downline, DownlineFooter>({
    key: ['team', 'members'],
    path: '/wps/agent/team/members',
    params: { parentId, username },
  });
}
