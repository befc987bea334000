import type { WinnerRow } from './types';
import { useLaunchGame } from './use-launch-game';
import { winnerGame } from './winner-game';

/** The play-now action of a winner row, or undefined when the row names no launchable game. */
export function useWinnerPlay() {
  const launch = useLaunchGame();
  return (row: WinnerRow) => {
    const game = winnerGame(row);
    return game && (() => launch(game));
  };
}
