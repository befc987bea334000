import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

import { unreadCountQuery } from '../../../entities/inbox/unread-count';
import { useTranslation } from '../../../lib/i18n';
import { agentNav, type Entry, visibleEntries } from '../../../registry';
import { Icon } from '../../../registry/Icon';
import { useActivateEntry } from '../../../registry/actions/use-activate-entry';
import { useGateContext } from '../../../registry/context/use-gate-context';
import { Badge } from '../../../ui';
import { observed } from './use-agent-home-load';

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  row-gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)} 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
`;

const Item = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.75rem;
  svg {
    color: ${({ theme }) => theme.palette.primary};
  }
  > span:last-child {
    position: absolute;
    top: -6px;
    inset-inline-end: 12%;
  }
`;

/** The whitelisted agent tools (spec §2) plus customer service; the mail item shows unread mail. */
export function AgentNavGrid() {
  const { t } = useTranslation('shell');
  const activate = useActivateEntry();
  const unreadMail = useQuery(observed(unreadCountQuery())).data ?? 0;
  const entries = visibleEntries(agentNav, useGateContext());
  const badgeOf = (entry: Entry) => (entry.badge === 'unreadMail' ? unreadMail : 0);
  return (
    <Grid data-testid="agent-nav">
      {entries.map((entry) => (
        <Item
          key={entry.id}
          type="button"
          onClick={() => activate(entry)}
          data-testid={`agent-nav-${entry.id}`}
          data-entry={entry.id}
        >
          <Icon name={entry.icon} />
          {t(entry.labelKey)}
          <Badge count={badgeOf(entry)} />
        </Item>
      ))}
    </Grid>
  );
}
