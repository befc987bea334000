import { useCallback } from 'react';

import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format-date';

/** Formats epoch ms with the language's date pattern (`content:date`). */
export function useDateText(): (value: number) => string {
  const { t, i18n } = useTranslation('content');
  const pattern = t('date');
  return useCallback(
    (value: number) => formatDate(value, pattern, currentLanguage()),
    // The language is read through currentLanguage(); i18n.language re-creates the callback on a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pattern, i18n.language],
  );
}
