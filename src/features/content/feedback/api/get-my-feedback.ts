import { getMyFeedback } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { usePagedQuery } from '../../../../lib/paged-report';
import { feedbackKeys } from './feedback-keys';

export type { Feedback } from '../../../../../contract/content';

/** The member's feedback with replies (`GET /wps/member/feedback`), newest first. */
export const useMyFeedback = () =>
  usePagedQuery({
    key: feedbackKeys.mine(),
    fetchPage: (page, signal) => call(getMyFeedback, { query: page, signal }),
  });
