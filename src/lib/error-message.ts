import type { TFunction } from 'i18next';

import { isApiError } from './api-error';

/** i18n key of a platform error code: dots and dashes become underscores (`user.or.token.invalid`). */
export const errorKey = (code: string): string => `errors.${code.replace(/[.-]/g, '_')}`;

/**
 * A readable message for any failure: the translated error code when `common.json` knows it, else the
 * server's own message, else 'Unknown error'.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('unknown_error', { ns: 'common' });
  const fallback =
    error.message && error.message !== error.code
      ? error.message
      : t('unknown_error', { ns: 'common' });
  return t(errorKey(error.code), { ns: 'common', defaultValue: fallback });
}
