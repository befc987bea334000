import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';

import { ProgressiveGameGrid } from '../../../entities/games/GameGrid';
import { useHotGames } from '../../../entities/games/api/hot-games';
import { useTranslation } from '../../../lib/i18n';
import { whenIdle } from '../when-idle';
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

/** Groups rendered with the first paint of the list; the rest follow when the browser is idle. */
const FIRST_GROUPS = 1;

/** HOT: the hot games of every game type, grouped by type. */
export function HotGamesSection() {
  const { t } = useTranslation('shell');
  const hotGames = useHotGames();
  const { data, refetch } = hotGames;
  const [allGroups, setAllGroups] = useState(false);
  const hasData = data !== undefined;
  useEffect(() => {
    if (!hasData) return;
    // Dozens of tiles at once would block the main thread; a transition renders them in slices.
    return whenIdle(() => startTransition(() => setAllGroups(true)));
  }, [hasData]);
  const nonEmpty = (data ?? []).filter((group) => group.list.length > 0);
  const groups = allGroups ? nonEmpty : nonEmpty.slice(0, FIRST_GROUPS);
  return (
    <ListState status={hotGames} isEmpty={nonEmpty.length === 0} onRetry={() => void refetch()}>
      {groups.map((group) => (
        <section key={group.gameType} data-testid="home-hot-group" data-game-type={group.gameType}>
          <Heading>
            {t(`games.categories.${group.gameType}`, { defaultValue: group.gameType })}
          </Heading>
          <ProgressiveGameGrid games={group.list} />
        </section>
      ))}
    </ListState>
  );
}
