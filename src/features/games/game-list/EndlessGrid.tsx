import styled from 'styled-components';

import { useEndlessScroll } from '../../../entities/games/use-endless-scroll';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadState, Spinner } from '../../../ui';
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
  const { firstPage, games, hasMore, loading, failed, loadMore, retry } = source;
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
            ) : (
              <Status data-testid="list-status">
                {loading ? <Spinner /> : !hasMore && t('games.noMore')}
              </Status>
            )}
          </div>
        )
      }
    </LoadState>
  );
}
