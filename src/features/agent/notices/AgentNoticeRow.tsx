import { useNavigate } from 'react-router-dom';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { SafeHtml } from '../../../ui';
import { ListRow } from '../../../ui/ListRow';
import type { AgentNotice } from '../api/get-agent-notices';
import { useReadAgentNotice } from '../api/read-agent-notice';

/** One agent announcement: title, date and unread dot; opening it shows the body and marks it read. */
export function AgentNoticeRow(props: { notice: AgentNotice; open: boolean; onToggle(): void }) {
  const { notice, open, onToggle } = props;
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const read = useReadAgentNotice();
  const unread = !notice.read && !read.isSuccess;
  const toggle = () => {
    if (!open && unread) read.mutate(notice.id);
    onToggle();
  };
  return (
    <ListRow
      title={notice.title}
      meta={formatDate(notice.createdAt, 'dateTime', currentLanguage())}
      unread={unread}
      unreadLabel={t('notices.new')}
      open={open}
      onToggle={toggle}
      testId={`agent-notice-${notice.id}`}
    >
      <SafeHtml html={notice.content} onInternalLink={(path) => void navigate(path)} />
    </ListRow>
  );
}
