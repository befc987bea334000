import { useIsFetching } from '@tanstack/react-query';

/**
 * Whether some content of the page is still on its first load (a query fetching with nothing to show
 * yet). Background refreshes of what is already shown (the balance, a refetch on focus) do not count.
 */
export function useContentLoading(): boolean {
  return useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
}
