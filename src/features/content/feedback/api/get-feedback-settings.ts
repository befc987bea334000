import { queryOptions, useQuery } from '@tanstack/react-query';

import { getFeedbackSettings } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { feedbackKeys } from './feedback-keys';

export type { FeedbackSettings, FeedbackType } from '../../../../../contract/content';

/** `GET /wps/member/feedback/settings`: types and the content bounds (characters). */
export const feedbackSettingsQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.settings(),
    queryFn: ({ signal }) => call(getFeedbackSettings, { signal }),
    staleTime: Infinity,
  });

export const useFeedbackSettings = () => useQuery(feedbackSettingsQuery());
