import { queryOptions } from '@tanstack/react-query';

import { api } from '../lib/api-client';
import { SITE_SETTINGS_PATH, SITE_STATUS_PATH } from '../lib/early-requests';
import { queryKey } from '../lib/query-client';
import type { ConsolidatedSettings, SiteStatus } from './site-settings';

const FIVE_MINUTES = 5 * 60_000;

export const consolidatedSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'settings', 'consolidated'),
    queryFn: ({ signal }) => api.get<ConsolidatedSettings>(SITE_SETTINGS_PATH, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const siteStatusQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'status'),
    queryFn: ({ signal }) => api.get<Partial<SiteStatus>>(SITE_STATUS_PATH, { signal }),
    staleTime: 60_000,
  });
