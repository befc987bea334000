import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface RainSession {
  key: string;
  startTime: number;
  endTime: number;
}

export interface RedRain {
  serverTime: number;
  current: (RainSession & { grabbedAmount: number | null }) | null;
  next: RainSession | null;
  today: (RainSession & { grabbedAmount: number | null })[];
  history: { sessionKey: string; amount: number; createdAt: number }[];
  range: { min: number; max: number };
}

/** `GET /wps/relay/PROMOFE_getRedRain`: the session running now, the next one and my envelopes. */
export const redRainQuery = () =>
  queryOptions({
    queryKey: queryKey('rewards', 'redRain'),
    queryFn: ({ signal }) => api.get<RedRain>('/wps/relay/PROMOFE_getRedRain', { signal }),
  });

export const useRedRain = () => useQuery(redRainQuery());
