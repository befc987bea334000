import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { currentLanguage } from '../../../../lib/i18n';
import { queryKey } from '../../../../lib/query-client';

/** One help-centre entry: a title and its HTML (spec §3 "Help entry"). */
export interface HelpEntry {
  id: number;
  title: string;
  content: string;
}

/** `GET /wps/system/helpCenter?device=MOBILE`, in the current language (kept for the session). */
export const helpQuery = (language: string) =>
  queryOptions({
    queryKey: queryKey('help', language),
    queryFn: ({ signal }) =>
      api.get<HelpEntry[]>('/wps/system/helpCenter', { query: { device: 'MOBILE' }, signal }),
    staleTime: 10 * 60_000,
  });

export const useHelp = () => useQuery(helpQuery(currentLanguage()));
