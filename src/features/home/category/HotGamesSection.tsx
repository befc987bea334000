import styled from 'styled-components';

import { FIRST_TILES, ProgressiveGameGrid } from '../../../entities/games/GameGrid';
import { useHotGames } from '../../../entities/games/api/hot-games';
import { useTranslation } from '../../../lib/i18n';
import { ListState } from './ListState';

export const Heading = styled.h3`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 12px 12px 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.palette.text};
  a {
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.palette.primary};
  }
`;

/** HOT: the hot games of every game type, grouped by type. */
export function HotGamesSection() {
  const { t } = useTranslation('shell');
  const hotGames = useHotGames();
  const { data, refetch } = hotGames;
  const groups = (data ?? []).filter((group) => group.list.length > 0);
  return (
    <ListState status={hotGames} isEmpty={groups.length === 0} onRetry={() => void refetch()}>
      {groups.map((group, index) => (
        <section key={group.gameType} data-testid="home-hot-group" data-game-type={group.gameType}>
          <Heading>
            {t(`games.categories.${group.gameType}`, { defaultValue: group.gameType })}
          </Heading>
          {/* The first group's tiles draw at once; the others', below it, when idle. */}
          <ProgressiveGameGrid games={group.list} firstTiles={index === 0 ? FIRST_TILES : 0} />
        </section>
      ))}
    </ListState>
  );
}
