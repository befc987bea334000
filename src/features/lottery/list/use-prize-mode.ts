import { useSearchParams } from 'react-router-dom';

import { useVendorSorting } from '../../../entities/games/api/vendor-sorting';
import { lotteryPrizeMode } from '../../../entities/games/lottery-mode';
import type { LotteryPrizeMode } from '../types';

const isPrizeMode = (value: string | null): value is LotteryPrizeMode =>
  value === 'LOTT' || value === 'ELOTT';

/** `?prizeMode=` of the URL, else the site's prize mode (spec §4); switching rewrites the URL. */
export function usePrizeMode(): [LotteryPrizeMode, (mode: LotteryPrizeMode) => void] {
  const [params, setParams] = useSearchParams();
  const { data: sorting } = useVendorSorting();
  const asked = params.get('prizeMode');
  const mode = isPrizeMode(asked) ? asked : lotteryPrizeMode(sorting);
  return [mode, (next) => setParams({ prizeMode: next }, { replace: true })];
}
