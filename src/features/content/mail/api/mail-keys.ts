import { queryKey } from '../../../../lib/query-client';

/** Support-mail settings; the mail list itself lives under `inboxKeys` with the unread count. */
export const mailKeys = {
  all: () => queryKey('mail'),
  settings: () => [...mailKeys.all(), 'settings'] as const,
};
