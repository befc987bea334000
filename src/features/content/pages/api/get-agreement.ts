import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { currentLanguage } from '../../../../lib/i18n';
import { queryKey } from '../../../../lib/query-client';

/** `GET /wps/system/userAgreement`: the tenant's terms as titled HTML. */
export interface Agreement {
  id: number;
  title: string;
  content: string;
}

export const agreementQuery = (language: string) =>
  queryOptions({
    queryKey: queryKey('agreement', language),
    queryFn: ({ signal }) => api.get<Agreement>('/wps/system/userAgreement', { signal }),
    staleTime: 10 * 60_000,
  });

export const useAgreement = () => useQuery(agreementQuery(currentLanguage()));
