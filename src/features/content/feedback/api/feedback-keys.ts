import { queryKey } from '../../../../lib/query-client';

export const feedbackKeys = {
  all: () => queryKey('feedback'),
  settings: () => [...feedbackKeys.all(), 'settings'] as const,
  mine: () => [...feedbackKeys.all(), 'mine'] as const,
};
