import { queryOptions } from '@tanstack/react-query';

import { getSiteSettings, getSystemStatus } from '../../contract/system';
import { call } from '../lib/api-call';
import { systemKeys } from '../lib/system-keys';

const FIVE_MINUTES = 5 * 60_000;

// Both GETs are started early by the landing script (src/lib/early-requests.ts names their paths):
// the api client takes its answers over when the URL is the same.
export const consolidatedSettingsQuery = () =>
  queryOptions({
    queryKey: systemKeys.consolidatedSettings(),
    queryFn: ({ signal }) => call(getSiteSettings, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const siteStatusQuery = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => call(getSystemStatus, { signal }),
    staleTime: 60_000,
  });
