import { useMutation, useQueryClient } from '@tanstack/react-query';

import { submitFeedback } from '../../../../../contract/content';
import { type BodyInput } from '../../../../../contract/endpoint';
import { call } from '../../../../lib/api-call';
import { feedbackKeys } from './feedback-keys';

/** `PUT /wps/member/feedback` (spec §7: feedback is a PUT). */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyInput<typeof submitFeedback>) => call(submitFeedback, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}
