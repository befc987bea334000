import { useDeferredValue } from 'react';
import styled from 'styled-components';

import { PendingGameGrid } from '../../../entities/games/TileOutline';
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

/**
 * The loaded list. A new page is drawn at transition priority (`useDeferredValue`): the query's
 * answer arrives as an urgent update, and drawing a page of tiles in it blocked scrolling. Until
 * the page is drawn, its outlines keep its place.
 */
function LoadedList({ source }: { source: ListSource }) {
  const { t } = useTranslation('shell');
  const { games, hasMore, loadingMore, failed, retry } = source;
  const shown = useDeferredValue(games);
  const drawing = shown.length !== games.length;
  return (
    <div data-testid="game-list" data-has-more={hasMore} data-loading={source.loading}>
      <WindowedGameGrid games={shown} />
      {failed ? (
        <ErrorState message={t('games.loadFailed')} onRetry={retry} />
      ) : loadingMore || drawing ? (
        <PendingGameGrid count={source.pageSize} label={t('labels.loading')} />
      ) : (
        !hasMore && <Status data-testid="list-status">{t('games.noMore')}</Status>
      )}
    </div>
  );
}

/** The games with endless scrolling, and the loading, end, empty and failure states. */
export function EndlessGrid({ source }: { source: ListSource }) {
  const { t } = useTranslation('shell');
  const { firstPage, games, hasMore, loading, loadMore, retry } = source;
  useEndlessScroll({ hasMore, loading, loadMore, itemCount: games.length });
  return (
    <LoadState status={firstPage} onRetry={retry} errorText={() => t('games.loadFailed')}>
      {() =>
        !loading && games.length === 0 ? (
          <EmptyState title={t('games.empty')} />
        ) : (
          <LoadedList source={source} />
        )
      }
    </LoadState>
  );
}
