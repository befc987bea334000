import { queryKey } from '../../../lib/query-client';
import type { LotteryPrizeMode, OrderStatus } from '../types';

/** Lottery queries; per-game ones end with the game id, so a draw can refresh one game's data. */
export const lotteryKeys = {
  all: () => queryKey('lottery'),
  games: (prizeMode: LotteryPrizeMode) => [...lotteryKeys.all(), 'games', prizeMode] as const,
  game: (gameId: number) => [...lotteryKeys.all(), 'game', gameId] as const,
  setting: (gameId: number) => [...lotteryKeys.all(), 'setting', gameId] as const,
  playMenu: (gameId: number) => [...lotteryKeys.all(), 'playMenu', gameId] as const,
  recentDraws: (gameId: number) => [...lotteryKeys.all(), 'recent', gameId] as const,
  hotGap: (gameId: number) => [...lotteryKeys.all(), 'hotGap', gameId] as const,
  orders: () => [...lotteryKeys.all(), 'orders'] as const,
  orderList: (status: OrderStatus | undefined, pageNo: number) =>
    [...lotteryKeys.orders(), 'list', status ?? 'all', pageNo] as const,
  orderDetail: (orderId: number) => [...lotteryKeys.orders(), 'detail', orderId] as const,
};
