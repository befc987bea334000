import { getMessages } from '../../../../../contract/content';
import { inboxKeys } from '../../../../entities/inbox/inbox-keys';
import { call } from '../../../../lib/api-call';
import { usePagedQuery } from '../../../../lib/paged-report';

export type { InboxMessage } from '../../../../../contract/content';

/** System notifications (`GET /wps/relay/CSP_getMessageList`), newest first; the footer counts unread. */
export const useInboxMessages = () =>
  usePagedQuery({
    key: inboxKeys.messages(),
    fetchPage: (page, signal) => call(getMessages, { query: page, signal }),
  });
