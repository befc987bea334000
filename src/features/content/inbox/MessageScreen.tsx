import { useState } from 'react';

import { errorMessage } from '../../../lib/error-message';
import { footerOf } from '../../../lib/paged-report';
import { useTranslation } from '../../../lib/i18n';
import { Button, toast } from '../../../ui';
import { ReportList } from '../../../ui/report';
import { Page, Toolbar } from '../components/layout';
import { useInboxMessages } from './api/get-messages';
import { useReadAllMessages } from './api/read-all-messages';
import { MessageItem } from './MessageItem';

/** `/m/message`: the inbox of system notifications, newest first, with unread dots and mark-all-read. */
export function MessageScreen() {
  const { t } = useTranslation('content');
  const query = useInboxMessages();
  const readAll = useReadAllMessages();
  const [openId, setOpenId] = useState<number | null>(null);
  const unread = footerOf(query.data?.pages)?.unreadCount ?? 0;
  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: () => toast.show(t('inbox.all_read')),
      onError: (error) => toast.show(errorMessage(t, error)),
    });
  return (
    <Page>
      <Toolbar>
        <Button
          variant="secondary"
          disabled={unread === 0 || readAll.isPending}
          onClick={markAll}
          data-testid="message-read-all"
        >
          {t('inbox.mark_all_read')}
        </Button>
      </Toolbar>
      <ReportList
        query={query}
        rowKey={(message) => message.id}
        emptyText={t('inbox.empty')}
        testId="message-list"
        renderRow={(message) => (
          <MessageItem
            message={message}
            open={openId === message.id}
            onToggle={() => setOpenId(openId === message.id ? null : message.id)}
          />
        )}
      />
    </Page>
  );
}
