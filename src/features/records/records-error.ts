import { errorKey, errorMessage } from '../../lib/error-message';
import { isApiError } from '../../lib/api-client';

type TFunction = Parameters<typeof errorMessage>[0];

/** This slice's own error codes from `records.json`, else the shared `errorMessage`. */
export function recordsError(t: TFunction, error: unknown): string {
  const fallback = errorMessage(t, error);
  return isApiError(error)
    ? t(errorKey(error.code), { ns: 'records', defaultValue: fallback })
    : fallback;
}
