import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatAmount } from './format';

/** Formats money with 2 decimals in the current language's locale; re-renders on a language change. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((amount: number) => formatAmount(amount, language), [language]);
}
