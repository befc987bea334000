import styled from 'styled-components';

import { PendingGameGrid } from '../../../entities/games/PendingGameGrid';
import { useEndlessScroll } from '../../../entities/games/use-endless-scroll';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadState } from '../../../ui';
import { WindowedGameGrid } from './WindowedGameGrid';
import type { ListSource } from './use-list-source';

const Status = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.8rem;
`;

/** The games with endless scrolling, and the loading, end, empty and failure states. */
export function EndlessGrid({ source }: { source: ListSource }) {
  const { t } = useTranslation('shell');
  const { firstPage, games, hasMore, loading, loadingMore, failed, loadMore, retry } = source;
  useEndlessScroll({ hasMore, loading, loadMore, itemCount: games.length });
  return (
    <LoadState status={firstPage} onRetry={retry} errorText={() => t('games.loadFailed')}>
      {() =>
        !loading && games.length === 0 ? (
          <EmptyState title={t('games.empty')} />
        ) : (
          <div data-testid="game-list" data-has-more={hasMore} data-loading={loading}>
            <WindowedGameGrid games={games} />
            {failed ? (
              <ErrorState message={t('games.loadFailed')} onRetry={retry} />
            ) : loadingMore ? (
              <PendingGameGrid count={source.pageSize} label={t('labels.loading')} />
            ) : (
              !hasMore && <Status data-testid="list-status">{t('games.noMore')}</Status>
            )}
          </div>
        )
      }
    </LoadState>
  );
}
