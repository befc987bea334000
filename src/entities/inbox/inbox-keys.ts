import { queryKey } from '../../lib/query-client';

/**
 * Inbox messages and support mail share one root, so reading, sending or deleting either refreshes the
 * lists and the unread count the header and member centre show.
 */
export const inboxKeys = {
  all: () => queryKey('inbox'),
  unread: () => [...inboxKeys.all(), 'unread'] as const,
  messages: () => [...inboxKeys.all(), 'messages'] as const,
  mail: () => [...inboxKeys.all(), 'mail'] as const,
};
