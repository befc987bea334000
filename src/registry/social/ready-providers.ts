import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';

/** One entry of `GET /wps/system/social`: a provider the platform can sign in with right now. */
export interface SocialProviderInfo {
  provider: string;
  /** `facebook` | `google`: the login's `firebaseChannel`. */
  channel: string;
  authorizeUrl: string;
}

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'social'),
    queryFn: ({ signal }) => api.get<SocialProviderInfo[]>('/wps/system/social', { signal }),
    select: (list) => (Array.isArray(list) ? list.filter((entry) => entry.authorizeUrl) : []),
    staleTime: 5 * 60_000,
  });

/** Providers that are initialised; a button shows only for these (spec §2 Login, Registration). */
export const useSocialProviders = (enabled: boolean) =>
  useQuery({ ...socialProvidersQuery(), enabled });
