import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

interface Bounds {
  min: number;
  max: number;
}

/** `GET /wps/relay/EMFE_getMailSettings`: bounds of a mail, in characters. */
export interface MailSettings {
  subject: Bounds;
  body: Bounds;
  dailyMax: number;
}

export const mailSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('mail', 'settings'),
    queryFn: ({ signal }) => api.get<MailSettings>('/wps/relay/EMFE_getMailSettings', { signal }),
    staleTime: Infinity,
  });

export const useMailSettings = () => useQuery(mailSettingsQuery());
