import { useCallback } from 'react';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';

/** Formats epoch ms as a date and time in the reader's language; follows language changes. */
export function useDateText(): (value: number) => string {
  const { i18n } = useTranslation('content');
  return useCallback(
    (value: number) => formatDate(value, 'dateTime', currentLanguage()),
    // The language is read through currentLanguage(); i18n.language re-creates the callback on a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language],
  );
}
