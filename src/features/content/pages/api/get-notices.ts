import { usePagedReport } from '../../../../lib/paged-report';

/** One notice (announcement type H) with my read state (`GET /wps/relay/CCSFE_getNoticeList`). */
export interface Notice {
  id: number;
  type: string;
  title: string;
  /** Platform HTML: render through SafeHtml. */
  content: string;
  createdAt: number;
  read: boolean;
}

export const useNotices = () =>
  usePagedReport<Notice, { unreadCount: number }>({
    key: ['notices'],
    path: '/wps/relay/CCSFE_getNoticeList',
    params: { types: 'H' },
  });
