import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMemberClubBenefit } from '../../../../contract/club';
import { call } from '../../../lib/api-call';
import { clubKeys } from './club-keys';

/** `GET /wps/relay/MCSFE_getMemberClubBenefit`: level, progress to the next one, the whole ladder. */
export const clubBenefitQuery = () =>
  queryOptions({
    queryKey: clubKeys.benefit(),
    queryFn: ({ signal }) => call(getMemberClubBenefit, { signal }),
  });

export const useClubBenefit = () => useQuery(clubBenefitQuery());
