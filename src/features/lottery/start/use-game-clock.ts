import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { lotteryKeys } from '../api/lottery-keys';
import { resyncDeadlines } from '../list/game-deadlines';
import { localDeadline } from '../shared/countdown';
import { useResyncAt } from '../shared/use-resync-at';
import type { LotteryGame } from '../types';

/**
 * The local close deadline of the open numero; at the close or the previous numero's draw the game,
 * its recent results and statistics are asked for again.
 */
export function useGameClock(game: LotteryGame, receivedAt: number, refetchGame: () => void) {
  const client = useQueryClient();
  const resync = useCallback(() => {
    refetchGame();
    for (const key of [lotteryKeys.recentDraws(game.gameId), lotteryKeys.hotGap(game.gameId)])
      void client.invalidateQueries({ queryKey: key });
  }, [client, game.gameId, refetchGame]);
  useResyncAt(resyncDeadlines(game.current, receivedAt), resync);
  return localDeadline(receivedAt, game.current.closeInMs);
}
