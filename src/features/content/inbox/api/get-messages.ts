import { usePagedReport } from '../../../../lib/paged-report';

/** One system notification (`GET /wps/relay/CSP_getMessageList`). */
export interface InboxMessage {
  id: number;
  title: string;
  /** Platform HTML: render through SafeHtml. */
  content: string;
  createdAt: number;
  read: boolean;
}

export interface InboxFooter {
  unreadCount: number;
}

export const useInboxMessages = () =>
  usePagedReport<InboxMessage, InboxFooter>({
    key: ['inbox', 'messages'],
    path: '/wps/relay/CSP_getMessageList',
    params: {},
  });
