import { isApiError } from '../../lib/api-error';
import { errorKey, errorMessage } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';

/** The rewards namespace's text for its own error codes, else the shared `errorMessage`. */
type Translate = Parameters<typeof errorMessage>[0];

export function rewardError(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    const key = errorKey(error.code);
    if (i18n.exists(key, { ns: 'rewards' })) return t(key, { ns: 'rewards' });
  }
  return errorMessage(t, error);
}
