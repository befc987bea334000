import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { Badge, SafeHtml } from '../../../ui';
import type { AgentNotice } from '../api/get-agent-notices';
import { useReadAgentNotice } from '../api/read-agent-notice';

const Head = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
`;

const Title = styled.span<{ $unread: boolean }>`
  flex: 1;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 12px;
  white-space: nowrap;
`;

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
    <div data-testid={`agent-notice-${notice.id}`} data-unread={unread}>
      <Head type="button" aria-expanded={open} onClick={toggle}>
        <Badge dot count={unread ? 1 : 0} label={t('notices.new')} />
        <Title $unread={unread}>{notice.title}</Title>
        <When>{formatDate(notice.createdAt, 'dateTime', currentLanguage())}</When>
      </Head>
      {open && <SafeHtml html={notice.content} onInternalLink={(path) => void navigate(path)} />}
    </div>
  );
}
