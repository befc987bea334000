import { Link } from 'react-router-dom';

import { ProgressiveGameGrid } from '../../../entities/games/GameGrid';
import { gamesOf, useGameList } from '../../../entities/games/api/game-list';
import { useTranslation } from '../../../lib/i18n';
import { Heading } from './HotGamesSection';
import { ListState } from './ListState';

export const moreGamesPath = (gameType: string, vassalage?: string) =>
  `/m/gameList?${new URLSearchParams(vassalage ? { gameType, vassalage } : { gameType }).toString()}`;

export interface GameTypeSectionProps {
  gameType: string;
  /** Narrows the list to one vendor (INHOUSE). */
  vassalage?: string;
}

/** RNG, PVP, LIVE, FISH (and INHOUSE per vendor): the first page of that type, with a "more" link. */
export function GameTypeSection({ gameType, vassalage }: GameTypeSectionProps) {
  const { t } = useTranslation('shell');
  const filter = vassalage
    ? { gameType, vassalage, gameClassify: 'ALL' }
    : { gameType, gameClassify: 'ALL' };
  const list = useGameList(filter);
  const games = gamesOf(list.data?.pages);
  return (
    <section data-testid="home-game-list" data-game-type={gameType}>
      <Heading>
        {t(`games.categories.${gameType}`, { defaultValue: gameType })}
        <Link to={moreGamesPath(gameType, vassalage)} data-testid="home-more-games">
          {t('home.more')}
        </Link>
      </Heading>
      <ListState status={list} isEmpty={games.length === 0} onRetry={() => void list.refetch()}>
        <ProgressiveGameGrid games={games} />
      </ListState>
    </section>
  );
}
