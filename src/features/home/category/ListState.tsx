import type { ReactNode } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../../ui';

export interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, failure (tap to retry) and empty states around a category's list. */
export function ListState({ isPending, isError, isEmpty, onRetry, children }: ListStateProps) {
  const { t } = useTranslation('shell');
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={t('common:load_failed_retry')} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState title={t('games.empty')} />;
  return <>{children}</>;
}
