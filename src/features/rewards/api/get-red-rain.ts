import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRedRain } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `GET /wps/relay/PROMOFE_getRedRain`: the session running now, the next one and my envelopes. */
export const redRainQuery = () =>
  queryOptions({
    queryKey: queryKey('rewards', 'redRain'),
    queryFn: ({ signal }) => call(getRedRain, { signal }),
  });

export const useRedRain = () => useQuery(redRainQuery());
