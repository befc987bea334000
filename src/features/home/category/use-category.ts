import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { hotGamesQuery } from '../../../entities/games/api/hot-games';
import { useVendorSorting } from '../../../entities/games/api/vendor-sorting';
import { menuCategories, type MenuCategory } from '../../../entities/games/categories';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useShellUi } from '../../../ui/shell-ui-store';

export const DEFAULT_CATEGORY = 'HOT';

/** ELOTT with exactly one vendor launches it instead of switching (spec §2 Home). */
export const launchesDirectly = (category: MenuCategory) =>
  category.id === 'ELOTT' && category.vendors.length === 1;

/** The menu, the current category (`?category=`, default HOT) and the spec's selection behaviour. */
export function useCategory() {
  const { data } = useVendorSorting();
  const menu = menuCategories(data);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('category') ?? DEFAULT_CATEGORY;
  // Until the sorting answers only the URL is known; afterwards an unknown category falls back to HOT.
  const current =
    data && !menu.some((category) => category.id === wanted) ? DEFAULT_CATEGORY : wanted;
  const client = useQueryClient();
  useEffect(() => {
    // HOT is where most visits land: fetch its games while the list's own chunk is still loading.
    if (current === DEFAULT_CATEGORY) void client.prefetchQuery(hotGamesQuery());
  }, [client, current]);
  const closeSideMenu = useShellUi((state) => state.setSideMenuOpen);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();

  const select = useCallback(
    (category: MenuCategory) => {
      closeSideMenu(false);
      if (launchesDirectly(category)) {
        // The single ELOTT vendor is the lottery: guests log in first (spec §4 "Launching a game").
        if (!loggedIn) void navigate('/m/login');
        else
          void import('../../../entities/games/lottery-mode').then(
            ({ lotteryPath, lotteryPrizeMode }) => navigate(lotteryPath(lotteryPrizeMode(data))),
          );
        return;
      }
      window.scrollTo(0, 0);
      setParams({ category: category.id }, { replace: true });
    },
    [closeSideMenu, data, loggedIn, navigate, setParams],
  );

  return {
    menu,
    current,
    select,
    vendorsOf: (id: string) => menu.find((c) => c.id === id)?.vendors ?? [],
  };
}
