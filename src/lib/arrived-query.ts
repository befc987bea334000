import {
  type QueryKey,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';

import type { Arrived } from './api-client';

/**
 * useQuery that starts from an answer the landing script already holds (api-call.ts `arrivedCall`)
 * when nothing is cached: the screen's first render draws the answer instead of a loading state, so
 * the first-paint shell gives way to the finished screen.
 */
export function useQueryOrArrived<TQueryFnData, TData, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
  arrived: () => Arrived<TQueryFnData> | undefined,
) {
  const client = useQueryClient();
  const seed = client.getQueryData(options.queryKey) === undefined ? arrived() : undefined;
  return useQuery(
    seed ? { ...options, initialData: seed.data, initialDataUpdatedAt: seed.at } : options,
  );
}
