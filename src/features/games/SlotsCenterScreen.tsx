import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { GameGrid } from '../../entities/games/GameGrid';
import { JackpotCounter } from '../../entities/games/JackpotCounter';
import { VendorTiles } from '../../entities/games/VendorTiles';
import { useHotGames } from '../../entities/games/api/hot-games';
import { useVendorSorting } from '../../entities/games/api/vendor-sorting';
import { menuCategories } from '../../entities/games/categories';
import { useTranslation } from '../../lib/i18n';
import { SLOTS } from './game-list/list-state';

const Heading = styled.h2`
  margin: 12px 12px 0;
  font-size: 1rem;
`;

const All = styled(Link)`
  display: block;
  padding: 12px;
  text-align: center;
  color: ${({ theme }) => theme.palette.primary};
  font-weight: 600;
`;

/** `/m/slotsCenter`: the jackpot, the slot vendors, the hot slots and a way to every slot. */
export function SlotsCenterScreen() {
  const { t } = useTranslation('shell');
  const { data: sorting } = useVendorSorting();
  const vendors = menuCategories(sorting).find((category) => category.id === SLOTS)?.vendors ?? [];
  const { data: hot = [] } = useHotGames(SLOTS);
  const hotSlots = hot.filter((group) => group.gameType === SLOTS).flatMap((group) => group.list);
  return (
    <div data-testid="slots-center">
      <JackpotCounter />
      <Heading>{t('games.vendors')}</Heading>
      <VendorTiles vendors={vendors} category={SLOTS} />
      {hotSlots.length > 0 && (
        <>
          <Heading>{t('games.tabs.hot')}</Heading>
          <GameGrid games={hotSlots} />
        </>
      )}
      <All to={`/m/gameList?gameType=${SLOTS}`} data-testid="all-slots">
        {t('games.seeAll')}
      </All>
    </div>
  );
}
