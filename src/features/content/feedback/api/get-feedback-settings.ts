import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

export type FeedbackType = 'SUGGESTION' | 'BUG' | 'DEPOSIT' | 'WITHDRAW' | 'GAME' | 'OTHER';

/** `GET /wps/member/feedback/settings`: types and the content bounds (characters). */
export interface FeedbackSettings {
  types: FeedbackType[];
  minLength: number;
  maxLength: number;
  dailyMax: number;
}

export const feedbackSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('feedback', 'settings'),
    queryFn: ({ signal }) => api.get<FeedbackSettings>('/wps/member/feedback/settings', { signal }),
    staleTime: Infinity,
  });

export const useFeedbackSettings = () => useQuery(feedbackSettingsQuery());
