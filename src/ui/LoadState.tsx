import type { ReactNode } from 'react';

import { isTimeoutError } from '../lib/api-error';
import { errorMessage } from '../lib/error-message';
import { useTranslation } from '../lib/i18n';
import { ErrorState } from './ErrorState';
import { LoadingIndicator } from './LoadingIndicator';

/** The fields of a TanStack query result that decide what a screen shows while its data loads. */
export interface LoadStatus<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
}

export interface LoadStateProps<T> {
  status: LoadStatus<T>;
  /** Called by the Retry button: usually the query's `refetch`. */
  onRetry: () => void;
  /** The text of a failure other than a timeout; defaults to {@link errorMessage}. */
  errorText?: (error: unknown) => string;
  /** What stands while the data loads, in place of the loading indicator (a skeleton of its size). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What a screen shows around data it cannot draw without: a loading indicator at once (no empty
 * area while the platform is slow), the error with Retry once the call fails or times out, the
 * loading indicator again while a retry runs, then the children with the data.
 */
export function LoadState<T>({ status, onRetry, errorText, loading, children }: LoadStateProps<T>) {
  const { t } = useTranslation('common');
  const retrying = status.isError && status.isFetching;
  if (status.isPending || retrying) return loading ?? <LoadingIndicator delay={0} />;
  if (status.isError) {
    // Every screen says a timeout the same way: 'The network is slow, please try again'.
    const own = errorText && !isTimeoutError(status.error);
    const message = own ? errorText(status.error) : errorMessage(t, status.error);
    return <ErrorState message={message} onRetry={onRetry} />;
  }
  return status.data === undefined ? null : <>{children(status.data)}</>;
}
