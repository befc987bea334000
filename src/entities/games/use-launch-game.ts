import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useIsLoggedIn } from '../../lib/session-store';
import { useVendorSorting } from './api/vendor-sorting';
import { isLotteryCategory } from './categories';
import { launchPath } from './launch-path';
import { lotteryPath, lotteryPrizeMode } from './lottery-mode';
import type { GameToLaunch } from './types';

/**
 * Starts a game (spec §4 "Launching a game"): guests go to /m/login, lottery games to the lottery
 * page in the site's prize mode, everything else to /m/launchGame.
 */
export function useLaunchGame(): (game: GameToLaunch) => void {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { data: sorting } = useVendorSorting();
  return useCallback(
    (game: GameToLaunch) => {
      if (!loggedIn) void navigate('/m/login');
      else if (isLotteryCategory(game.gameType))
        void navigate(lotteryPath(lotteryPrizeMode(sorting)));
      else void navigate(launchPath(game));
    },
    [loggedIn, navigate, sorting],
  );
}
