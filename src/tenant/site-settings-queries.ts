import { queryOptions } from '@tanstack/react-query';

import { api } from '../lib/api-client';
import { queryKey } from '../lib/query-client';
import type { ConsolidatedSettings, SiteStatus } from './site-settings';

const FIVE_MINUTES = 5 * 60_000;

export const consolidatedSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'settings', 'consolidated'),
    queryFn: ({ signal }) =>
      api.get<ConsolidatedSettings>('/wps/system/setting/consolidated', { signal }),
    staleTime: FIVE_MINUTES,
  });

export const siteStatusQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'status'),
    queryFn: ({ signal }) => api.get<Partial<SiteStatus>>('/wps/system/status', { signal }),
    staleTime: 60_000,
  });
