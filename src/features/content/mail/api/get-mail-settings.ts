import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMailSettings } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { mailKeys } from './mail-keys';

export type { MailSettings } from '../../../../../contract/content';

/** `GET /wps/relay/EMFE_getMailSettings`: bounds of a mail, in characters. */
export const mailSettingsQuery = () =>
  queryOptions({
    queryKey: mailKeys.settings(),
    queryFn: ({ signal }) => call(getMailSettings, { signal }),
    staleTime: Infinity,
  });

export const useMailSettings = () => useQuery(mailSettingsQuery());
