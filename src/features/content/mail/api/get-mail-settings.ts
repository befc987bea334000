import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMailSettings } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { queryKey } from '../../../../lib/query-client';

export type { MailSettings } from '../../../../../contract/content';

/** `GET /wps/relay/EMFE_getMailSettings`: bounds of a mail, in characters. */
export const mailSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('mail', 'settings'),
    queryFn: ({ signal }) => call(getMailSettings, { signal }),
    staleTime: Infinity,
  });

export const useMailSettings = () => useQuery(mailSettingsQuery());
