import { fishMotif } from './fish';
import { houseMotif } from './house';
import { lotteryMotif } from './lottery';
import { slotMotif } from './slots';
import { sportsMotif } from './sports';
import { LIVE_BADGE, tableMotif } from './tables';

/** What a game tile shows above its name, by the game's server category and classify values. */
export function motifOf(name: string, gameType: string, classify: readonly string[]): string {
  switch (gameType) {
    case 'RNG':
      return slotMotif(name, classify);
    case 'LIVE':
      return tableMotif(name, classify) + LIVE_BADGE;
    case 'PVP':
      return tableMotif(name, classify);
    case 'SPORTS':
      return sportsMotif(name);
    case 'FISH':
      return fishMotif(name);
    case 'ELOTT':
    case 'LOTT':
      return lotteryMotif(name, gameType);
    default:
      return houseMotif(name);
  }
}
