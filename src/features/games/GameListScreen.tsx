import { useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { useVendorSorting } from '../../entities/games/api/vendor-sorting';
import { listVendors } from '../../entities/games/categories';
import { useIsLoggedIn } from '../../lib/session-store';
import { EndlessGrid } from './game-list/EndlessGrid';
import { FilterDrawer, type FilterValues } from './game-list/FilterDrawer';
import { ListTabs } from './game-list/ListTabs';
import { SearchBar } from './game-list/SearchBar';
import { VendorStrip } from './game-list/VendorStrip';
import {
  initialListState,
  listOfPage,
  listReducer,
  type ListState,
  type ListTab,
} from './game-list/list-state';
import { useListSource } from './game-list/use-list-source';

function useVendorsOf(gameType: string) {
  const { data: sorting } = useVendorSorting();
  return listVendors(sorting, gameType);
}

/**
 * The list's games, in a component of their own: each page that arrives re-renders this part only,
 * not the search bar, tabs and vendor carousel above it.
 */
function ListGames({ gameType, state }: { gameType: string; state: ListState }) {
  const source = useListSource(gameType, state);
  return <EndlessGrid source={source} />;
}

function GameList({ gameType, vendor }: { gameType: string; vendor?: string }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [state, dispatch] = useReducer(listReducer, vendor, initialListState);
  const [filterOpen, setFilterOpen] = useState(false);
  const vendors = useVendorsOf(gameType);
  const selectTab = (tab: ListTab) => {
    // Recent games and favourites belong to a member (spec §6).
    if (!loggedIn && (tab === 'recent' || tab === 'fav')) void navigate('/m/login');
    else dispatch({ type: 'tab', tab });
  };
  const apply = (values: FilterValues) => {
    dispatch({ type: 'filter', ...values });
    setFilterOpen(false);
  };
  return (
    <div data-testid="game-list-screen">
      <SearchBar
        value={state.searchText}
        onChange={(text) => dispatch({ type: 'type', text })}
        onSearch={() => dispatch({ type: 'search' })}
        onOpenFilter={() => setFilterOpen(true)}
      />
      <ListTabs active={state.tab} onSelect={selectTab} />
      {vendors.length > 0 && (
        <VendorStrip
          vendors={vendors}
          selected={state.vendor}
          onSelect={(code) => dispatch({ type: 'vendor', vendor: code })}
        />
      )}
      <ListGames gameType={gameType} state={state} />
      {filterOpen && (
        <FilterDrawer
          open
          gameType={gameType}
          vendors={vendors}
          applied={{ vendor: state.vendor, classify: state.classify, minBet: state.minBet }}
          onClose={() => setFilterOpen(false)}
          onApply={apply}
        />
      )}
    </div>
  );
}

/** `/m/gameList?gameType=` (spec §2 "Game list screen"); `vassalage` preselects a vendor. */
export function GameListScreen() {
  const [params] = useSearchParams();
  const { gameType, vendor } = listOfPage(params);
  // A new type or vendor from the URL starts a fresh list.
  return <GameList key={`${gameType}/${vendor ?? ''}`} gameType={gameType} vendor={vendor} />;
}
