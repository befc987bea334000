import type { ReactNode } from 'react';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../../ui';
import { type HelpEntry, useHelp } from './api/get-help';

/** The help entries, or the loading / error / empty state to show instead. */
export function useHelpState():
  { entries: HelpEntry[]; fallback: null } | { entries: null; fallback: ReactNode } {
  const { t } = useTranslation('content');
  const help = useHelp();
  if (help.isPending) return { entries: null, fallback: <LoadingIndicator /> };
  if (help.isError)
    return {
      entries: null,
      fallback: (
        <ErrorState message={errorMessage(t, help.error)} onRetry={() => void help.refetch()} />
      ),
    };
  if (help.data.length === 0)
    return { entries: null, fallback: <EmptyState title={t('help.empty')} /> };
  return { entries: help.data, fallback: null };
}
