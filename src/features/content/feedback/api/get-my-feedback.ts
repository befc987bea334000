import { usePagedReport } from '../../../../lib/paged-report';
import type { FeedbackType } from './get-feedback-settings';

/** One of the member's feedbacks (`GET /wps/member/feedback`). */
export interface Feedback {
  id: number;
  type: FeedbackType;
  content: string;
  createdAt: number;
  status: 'PENDING' | 'REPLIED';
  reply: string | null;
  repliedAt: number | null;
}

export const useMyFeedback = () =>
  usePagedReport<Feedback>({ key: ['feedback', 'mine'], path: '/wps/member/feedback', params: {} });
