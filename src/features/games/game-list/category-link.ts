import { isLotteryCategory, type MenuCategory } from '../../../entities/games/categories';
import { lotteryPath, type PrizeMode } from '../../../entities/games/lottery-mode';

/** Where a category link of the filter drawer goes: the lottery page or that category's game list. */
export function categoryLink(category: MenuCategory, prizeMode: PrizeMode): string {
  if (isLotteryCategory(category.id)) return lotteryPath(prizeMode);
  const [vendor] = category.vendors;
  // E-sports and cockfight are vendors of the SPORTS game type, split out by the client.
  if ((category.id === 'ESPORTS' || category.id === 'COCKFIGHT') && vendor)
    return `/m/gameList?gameType=${vendor.gameType || 'SPORTS'}&vassalage=${vendor.vassalage}`;
  return `/m/gameList?gameType=${category.id}`;
}
