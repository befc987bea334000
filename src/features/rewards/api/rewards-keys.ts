import { queryKey } from '../../../lib/query-client';

export const rewardsKeys = {
  all: () => queryKey('rewards'),
  promotions: () => [...rewardsKeys.all(), 'promotions'] as const,
  promotionList: (loggedIn: boolean) => [...rewardsKeys.promotions(), 'list', loggedIn] as const,
  promotionDetail: (id: number, loggedIn: boolean) =>
    [...rewardsKeys.promotions(), 'detail', id, loggedIn] as const,
  records: () => [...rewardsKeys.all(), 'records'] as const,
  signIn: () => [...rewardsKeys.all(), 'signIn'] as const,
  redRain: () => [...rewardsKeys.all(), 'redRain'] as const,
  leaderboard: () => [...rewardsKeys.all(), 'leaderboard'] as const,
};
