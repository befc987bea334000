import { usePagedReport } from '../../../../lib/paged-report';

export type MailBox = 'INBOX' | 'SENT';

/** One mail with customer service (`GET /wps/relay/EMFE_getMailList`); bodies are plain text. */
export interface Mail {
  id: number;
  direction: 'IN' | 'OUT';
  subject: string;
  body: string;
  replyTo: number | null;
  createdAt: number;
  read: boolean;
}

export const useMailList = (box: MailBox) =>
  usePagedReport<Mail, { unreadCount: number }>({
    key: ['inbox', 'mail'],
    path: '/wps/relay/EMFE_getMailList',
    params: { box },
  });
