import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useTranslation } from '../../../lib/i18n';
import { useIsLoggedIn } from '../../../lib/session-store';
import { SafeHtml } from '../../../ui';
import { ListRow } from '../../../ui/ListRow';
import { ReportList } from '../../../ui/report';
import { Page } from '../components/layout';
import { useDateText } from '../components/use-date-text';
import { type Notice, useNotices } from './api/get-notices';
import { useReadNotice } from './api/read-notice';

function NoticeItem({
  notice,
  open,
  onToggle,
}: {
  notice: Notice;
  open: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const dateText = useDateText();
  const loggedIn = useIsLoggedIn();
  const read = useReadNotice();
  const toggle = () => {
    if (!open && loggedIn && !notice.read) read.mutate(notice.id);
    onToggle();
  };
  return (
    <ListRow
      title={notice.title}
      meta={dateText(notice.createdAt)}
      // Guests have no read state: no dots for them.
      unread={loggedIn && !notice.read && !read.isSuccess}
      unreadLabel={t('notice.new')}
      open={open}
      onToggle={toggle}
      testId={`notice-${notice.id}`}
    >
      <SafeHtml html={notice.content} onInternalLink={(path) => void navigate(path)} />
    </ListRow>
  );
}

/** `/m/notice`: the notices (type H announcements), newest first; opening one marks it read. */
export function NoticeScreen() {
  const { t } = useTranslation('content');
  const query = useNotices();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Page>
      <ReportList
        query={query}
        rowKey={(notice) => notice.id}
        emptyText={t('notice.empty')}
        testId="notice-list"
        renderRow={(notice) => (
          <NoticeItem
            notice={notice}
            open={openId === notice.id}
            onToggle={() => setOpenId(openId === notice.id ? null : notice.id)}
          />
        )}
      />
    </Page>
  );
}
