import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRedRain } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getRedRain`: the session running now, the next one and my envelopes. */
export const redRainQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.redRain(),
    queryFn: ({ signal }) => call(getRedRain, { signal }),
  });

export const useRedRain = () => useQuery(redRainQuery());
