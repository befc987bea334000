import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';
import type { FeedbackType } from './get-feedback-settings';
import type { Feedback } from './get-my-feedback';

/** `PUT /wps/member/feedback` (spec §7: feedback is a PUT). */
export const submitFeedback = (input: { type: FeedbackType; content: string }) =>
  api.put<Feedback>('/wps/member/feedback', input);

export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('feedback', 'mine') }),
  });
}
