import {
  type QueryKey,
  useInfiniteQuery,
  type UseInfiniteQueryOptions,
  useQueryClient,
} from '@tanstack/react-query';

import type { Arrived } from './api-client';

/**
 * useInfiniteQuery whose first page is an answer the landing script already holds, as
 * useQueryOrArrived (arrived-query.ts); `arrived` is asked only while the query is enabled and
 * nothing is cached.
 */
export function useInfiniteQueryOrArrived<TPage, TData, TKey extends QueryKey, TParam>(
  options: UseInfiniteQueryOptions<TPage, Error, TData, TKey, TParam>,
  arrived: () => Arrived<TPage> | undefined,
) {
  const client = useQueryClient();
  const wanted = options.enabled !== false && client.getQueryData(options.queryKey) === undefined;
  const seed = wanted ? arrived() : undefined;
  return useInfiniteQuery(
    seed
      ? {
          ...options,
          initialData: { pages: [seed.data], pageParams: [options.initialPageParam] },
          initialDataUpdatedAt: seed.at,
        }
      : options,
  );
}
