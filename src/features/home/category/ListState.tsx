import type { ReactNode } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { EmptyState, LoadState, type LoadStatus } from '../../../ui';
import { CategorySkeleton } from './CategorySkeleton';

export interface ListStateProps {
  status: LoadStatus<unknown>;
  isEmpty: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Loading, failure with Retry (the shared {@link LoadState}) and empty states around a category's
 * list; while it loads, tile outlines hold its place.
 */
export function ListState({ status, isEmpty, onRetry, children }: ListStateProps) {
  const { t } = useTranslation('shell');
  return (
    <LoadState status={status} onRetry={onRetry} loading={<CategorySkeleton />}>
      {() => (isEmpty ? <EmptyState title={t('games.empty')} /> : children)}
    </LoadState>
  );
}
