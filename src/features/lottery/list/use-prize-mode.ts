import { useSearchParams } from 'react-router-dom';

import { useVendorSorting } from '../../../entities/games/api/vendor-sorting';
import { pagePrizeMode } from '../../../entities/games/lottery-mode';
import type { LotteryPrizeMode } from '../types';

/** `?prizeMode=` of the URL, else the site's prize mode (spec §4); switching rewrites the URL. */
export function usePrizeMode(): [LotteryPrizeMode, (mode: LotteryPrizeMode) => void] {
  const [params, setParams] = useSearchParams();
  const { data: sorting } = useVendorSorting();
  const mode = pagePrizeMode(params.get('prizeMode'), sorting);
  return [mode, (next) => setParams({ prizeMode: next }, { replace: true })];
}
