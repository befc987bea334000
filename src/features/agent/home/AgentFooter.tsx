import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { agentFooter, visibleEntries } from '../../../registry';
import { useActivateEntry } from '../../../registry/actions/use-activate-entry';
import { useGateContext } from '../../../registry/context/use-gate-context';
import { Icon } from '../../../registry/Icon';
import { Badge } from '../../../ui';
import { agentAnnouncementsQuery } from '../api/get-agent-announcements';
import { observed } from './use-agent-home-load';

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  display: flex;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  padding-bottom: env(safe-area-inset-bottom);
`;

const Item = styled.button`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-height: 56px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  font: inherit;
  font-size: 0.7rem;
  > span:last-child {
    position: absolute;
    top: 4px;
    inset-inline-start: calc(50% + 6px);
  }
`;

/** Agent home's own footer: home, open account, dividend (when on), agent announcements. */
export function AgentFooter() {
  const { t } = useTranslation('shell');
  const activate = useActivateEntry();
  const unread = useQuery(observed(agentAnnouncementsQuery())).data?.footer.unreadCount ?? 0;
  const entries = visibleEntries(agentFooter, useGateContext());
  return (
    <Bar data-testid="agent-footer">
      {entries.map((entry) => (
        <Item
          key={entry.id}
          type="button"
          onClick={() => activate(entry)}
          data-testid={`agent-footer-${entry.id}`}
          data-entry={entry.id}
        >
          <Icon name={entry.icon} />
          {t(entry.labelKey)}
          <Badge
            count={entry.badge === 'agentUnread' ? unread : 0}
            label={t('agent:home.unread', { count: unread })}
          />
        </Item>
      ))}
    </Bar>
  );
}
