import { isApiError } from '../../lib/api-client';
import { errorKey, errorMessage } from '../../lib/error-message';
import type { useTranslation } from '../../lib/i18n';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The security centre's own text for its error codes, else the shared translation. */
export function securityErrorText(t: Translate, error: unknown): string {
  const fallback = errorMessage(t, error);
  if (!isApiError(error)) return fallback;
  return t(errorKey(error.code), { ns: 'security', defaultValue: fallback });
}
