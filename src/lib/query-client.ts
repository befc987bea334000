import { QueryClient } from '@tanstack/react-query';

import { currentMerchantCode } from './api-config';
import { isApiError, isTimeoutError, NETWORK_ERROR, SESSION_LOSS_CODES } from './api-error';
import { useSessionStore } from './session-store';
import { i18n } from './i18n';

const MAX_NETWORK_RETRIES = 2;

/**
 * Retry only quick transient failures: business errors and session loss will not change on a retry,
 * and a timeout has already kept the user waiting for `API_TIMEOUT_MS`, so the screen's Retry is
 * offered at once instead of a silent second wait.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (SESSION_LOSS_CODES.has(error.code) || error.status === 401) return false;
  if (isTimeoutError(error)) return false;
  const transient = error.code === NETWORK_ERROR || error.status >= 500 || error.status === 429;
  return transient && failureCount < MAX_NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // Phones switch apps constantly; refetch on reconnect, not on every focus.
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single QueryClient. */
export const queryClient = createQueryClient();

/** Query key starting with the merchant code (architecture.md §5), generic to specific. */
export function queryKey<const P extends readonly unknown[]>(...parts: P): readonly [string, ...P] {
  return [currentMerchantCode(), ...parts] as const;
}

// Login, logout and session loss change what every member call answers: start from a clean cache.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.token !== previous.session?.token) void queryClient.resetQueries();
});

// Announcements, promotions and help pages follow the Language header: refetch what is on screen.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
