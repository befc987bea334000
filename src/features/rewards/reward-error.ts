import { isApiError } from '../../lib/api-error';
import { errorKey, errorMessage } from '../../lib/error-message';

/** The rewards namespace's text for its own error codes, else the shared `errorMessage`. */
type Translate = Parameters<typeof errorMessage>[0];

export function rewardError(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    const key = errorKey(error.code);
    if (t(key, { ns: 'rewards', defaultValue: '' })) return t(key, { ns: 'rewards' });
  }
  return errorMessage(t, error);
}
