import { queryOptions, useQuery } from '@tanstack/react-query';

import { type ContentPage, getHelpCenter } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { currentLanguage } from '../../../../lib/i18n';
import { helpKeys } from './help-keys';

/** One help-centre entry: a title and its HTML (spec §3 "Help entry"). */
export type HelpEntry = ContentPage;

/** `GET /wps/system/helpCenter?device=MOBILE`, in the current language (kept for the session). */
export const helpQuery = (language: string) =>
  queryOptions({
    queryKey: helpKeys.pages(language),
    queryFn: ({ signal }) => call(getHelpCenter, { query: { device: 'MOBILE' }, signal }),
    staleTime: 10 * 60_000,
  });

export const useHelp = () => useQuery(helpQuery(currentLanguage()));
