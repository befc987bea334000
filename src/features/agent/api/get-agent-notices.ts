import { usePagedReport } from '../../../lib/paged-report';

/** One agent announcement with my read state (`GET /wps/relay/CCSFE_getNoticeList?types=A`). */
export interface AgentNotice {
  id: number;
  title: string;
  /** Platform HTML: render through SafeHtml. */
  content: string;
  createdAt: number;
  read: boolean;
}

export const useAgentNotices = () =>
  usePagedReport<AgentNotice, { unreadCount: number }>({
    key: ['agent', 'notices'],
    path: '/wps/relay/CCSFE_getNoticeList',
    params: { types: 'A' },
  });
