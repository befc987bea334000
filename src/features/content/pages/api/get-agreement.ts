import { queryOptions, useQuery } from '@tanstack/react-query';

import { getUserAgreement } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { currentLanguage } from '../../../../lib/i18n';
import { agreementKeys } from './page-keys';

/** `GET /wps/system/userAgreement`: the tenant's terms as titled HTML. */
export const agreementQuery = (language: string) =>
  queryOptions({
    queryKey: agreementKeys.text(language),
    queryFn: ({ signal }) => call(getUserAgreement, { signal }),
    staleTime: 10 * 60_000,
  });

export const useAgreement = () => useQuery(agreementQuery(currentLanguage()));
