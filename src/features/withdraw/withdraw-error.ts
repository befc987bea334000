import { isApiError } from '../../lib/api-client';
import { errorKey, errorMessage } from '../../lib/error-message';

type TFunction = Parameters<typeof errorMessage>[0];

/** The withdraw screens' own text for their error codes (with the server's limits), else the shared one. */
export function withdrawErrorText(t: TFunction, error: unknown): string {
  const fallback = errorMessage(t, error);
  if (!isApiError(error)) return fallback;
  const value = (error.value ?? {}) as Record<string, unknown>;
  return t(errorKey(error.code), { ns: 'withdraw', defaultValue: fallback, ...value });
}
