import { useEffect, useState } from 'react';

import type { LanguageCode } from '../../../schema/constants';
import { currentLanguage, useTranslation } from '../../lib/i18n';

/** Spec §9: lists reload 200 ms after the language changes (250 ms for the winner board). */
export const LANGUAGE_DEBOUNCE_MS = 200;

/** The current language, updated only once it has stayed the same for `delayMs`. */
export function useDebouncedLanguage(delayMs = LANGUAGE_DEBOUNCE_MS): LanguageCode {
  useTranslation(); // re-renders on a language change
  const live = currentLanguage();
  const [settled, setSettled] = useState(live);
  useEffect(() => {
    if (live === settled) return;
    const timer = setTimeout(() => setSettled(live), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, live, settled]);
  return settled;
}
