import { queryOptions, useQuery } from '@tanstack/react-query';

import { getManualRebate } from '../../../../contract/club';
import { call } from '../../../lib/api-call';
import { clubKeys } from './club-keys';

/** `GET /wps/relay/MCSFE_getManualRebate`: what a claim would pay now. */
export const manualRebateQuery = () =>
  queryOptions({
    queryKey: clubKeys.manualRebate(),
    queryFn: ({ signal }) => call(getManualRebate, { signal }),
  });

export const useManualRebate = () => useQuery(manualRebateQuery());
