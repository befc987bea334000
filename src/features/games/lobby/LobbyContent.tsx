import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { GameGrid } from '../../../entities/games/GameGrid';
import { VendorTiles } from '../../../entities/games/VendorTiles';
import { gamesOf, useGameList } from '../../../entities/games/api/game-list';
import { useHotGames } from '../../../entities/games/api/hot-games';
import { categoryContent, type MenuCategory } from '../../../entities/games/categories';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../../ui';

const More = styled(Link)`
  display: block;
  padding: 8px 12px 16px;
  text-align: center;
  color: ${({ theme }) => theme.palette.primary};
  font-weight: 600;
`;

function HotGames() {
  const { t } = useTranslation('shell');
  const { data, isPending, isError, refetch } = useHotGames();
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={t('games.loadFailed')} onRetry={() => void refetch()} />;
  const games = data.flatMap((group) => group.list);
  return games.length > 0 ? <GameGrid games={games} /> : <EmptyState title={t('games.empty')} />;
}

function FirstPage({ gameType, vassalage }: { gameType: string; vassalage?: string }) {
  const { t } = useTranslation('shell');
  const filter = { gameType, gameClassify: 'ALL', ...(vassalage ? { vassalage } : {}) };
  const { data, isPending, isError, refetch } = useGameList(filter);
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={t('games.loadFailed')} onRetry={() => void refetch()} />;
  const games = gamesOf(data.pages);
  if (games.length === 0) return <EmptyState title={t('games.empty')} />;
  const query = new URLSearchParams({ gameType, ...(vassalage ? { vassalage } : {}) });
  return (
    <>
      <GameGrid games={games} />
      <More to={`/m/gameList?${query.toString()}`} data-testid="lobby-more">
        {t('games.seeAll')}
      </More>
    </>
  );
}

/** What a lobby shows for a category: hot games, a type's games, or its vendors (spec §2 Home). */
export function LobbyContent({ category }: { category: MenuCategory }) {
  const content = categoryContent(category.id);
  if (content === 'hotGames') return <HotGames />;
  if (content === 'gameList') return <FirstPage gameType={category.id} />;
  if (content === 'inhouse')
    return <FirstPage gameType={category.id} vassalage={category.vendors[0]?.vassalage} />;
  return <VendorTiles vendors={category.vendors} category={category.id} />;
}
