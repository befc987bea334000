import { queryKey } from '../../../../lib/query-client';

export const referralKeys = {
  all: () => queryKey('referral'),
  info: () => [...referralKeys.all(), 'info'] as const,
  friends: () => [...referralKeys.all(), 'friends'] as const,
};
