import { getMailList, type MailBox } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';
import { usePagedQuery } from '../../../../lib/paged-report';

export type { Mail, MailBox } from '../../../../../contract/content';

/** One box of mail with customer service (`GET /wps/relay/EMFE_getMailList`); bodies are plain text. */
export const useMailList = (box: MailBox) =>
  usePagedQuery({
    key: inboxKeys.mail(),
    params: { box },
    fetchPage: (page, signal) => call(getMailList, { query: { box, ...page }, signal }),
  });
