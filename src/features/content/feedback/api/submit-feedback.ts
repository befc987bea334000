import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type BodyInput } from '../../../../../contract/endpoint';
import { submitFeedback } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { queryKey } from '../../../../lib/query-client';

/** `PUT /wps/member/feedback` (spec §7: feedback is a PUT). */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyInput<typeof submitFeedback>) => call(submitFeedback, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKey('feedback', 'mine') }),
  });
}
