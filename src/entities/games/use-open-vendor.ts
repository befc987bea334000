import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useIsLoggedIn } from '../../lib/session-store';
import { gameListQuery, gamesOf } from './api/game-list';
import { useVendorSorting } from './api/vendor-sorting';
import { isLotteryCategory } from './categories';
import { launchPath } from './launch-path';
import { lotteryPath, lotteryPrizeMode } from './lottery-mode';
import type { Vendor } from './types';

/** The game list of one vendor of a category. */
export const vendorListPath = (category: string, vendor: Vendor) =>
  `/m/gameList?${new URLSearchParams({ gameType: vendor.gameType || category, vassalage: vendor.vassalage }).toString()}`;

/**
 * Opens a vendor tile: lottery vendors go to the lottery page, a vendor with a single game (sports
 * books, lobbies) launches it, any other vendor opens its game list.
 */
export function useOpenVendor(): (vendor: Vendor, category: string) => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const { data: sorting } = useVendorSorting();
  return useCallback(
    async (vendor: Vendor, category: string) => {
      if (isLotteryCategory(category) || isLotteryCategory(vendor.gameType)) {
        await navigate(loggedIn ? lotteryPath(lotteryPrizeMode(sorting)) : '/m/login');
        return;
      }
      const gameType = vendor.gameType || category;
      const pages = await client
        .fetchInfiniteQuery(gameListQuery({ gameType, vassalage: vendor.vassalage }))
        .catch(() => undefined);
      const games = gamesOf(pages?.pages);
      const single = games.length === 1 && pages?.pages[0]?.totalPages === 1 ? games[0] : undefined;
      if (!single) await navigate(vendorListPath(category, vendor));
      else await navigate(loggedIn ? launchPath(single) : '/m/login');
    },
    [client, loggedIn, navigate, sorting],
  );
}
