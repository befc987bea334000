import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { isApiError } from '../../lib/api-error';

/** The platform's answer for a feature this merchant or player does not have (docs/api.md). */
export const NOT_AVAILABLE_CODE = 'function.not.available';

/**
 * True once a query fails with `function.not.available` during the visit `watching` (its location
 * key; null watches nothing): the page's data is refused because its feature is off, though the gate
 * thought it on (runtime settings changed, or a guest's promotion the client could not know).
 * Mutations are left to their screens: a refused action is an answer to show, not a page that is off.
 */
export function usePlatformSaysOff(watching: string | null): boolean {
  const queryClient = useQueryClient();
  // Remembered per visit: the router may keep this component when it moves to another page.
  const [offPage, setOffPage] = useState<string | null>(null);
  useEffect(() => {
    if (watching === null) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { error } = event.action;
      if (isApiError(error) && error.code === NOT_AVAILABLE_CODE) setOffPage(watching);
    });
  }, [queryClient, watching]);
  return watching !== null && offPage === watching;
}
