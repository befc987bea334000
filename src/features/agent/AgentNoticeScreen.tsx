import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { ReportList } from '../../ui/report';
import { useAgentNotices } from './api/get-agent-notices';
import { AgentNoticeRow } from './notices/AgentNoticeRow';

const Page = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
`;

/** `/m/member/notice?types=A`: agent announcements, newest first; opening one marks it read. */
export function AgentNoticeScreen() {
  const { t } = useTranslation('agent');
  const query = useAgentNotices();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Page>
      <ReportList
        query={query}
        rowKey={(notice) => notice.id}
        emptyText={t('notices.empty')}
        testId="agent-notice-list"
        renderRow={(notice) => (
          <AgentNoticeRow
            notice={notice}
            open={openId === notice.id}
            onToggle={() => setOpenId(openId === notice.id ? null : notice.id)}
          />
        )}
      />
    </Page>
  );
}
