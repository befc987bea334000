import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Badge } from './Badge';

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

const Meta = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 12px;
  white-space: nowrap;
`;

export interface ListRowProps {
  title: string;
  meta: string;
  unread: boolean;
  /** Accessible text of the unread dot. */
  unreadLabel: string;
  open: boolean;
  onToggle(): void;
  testId: string;
  /** Shown under the title while open. */
  children?: ReactNode;
}

/**
 * A message-like row: title, date, unread dot; opens in place to show its body. Imported from its own
 * module (inbox, mail, notices, agent notices), not part of every page's first load.
 */
export function ListRow({
  title,
  meta,
  unread,
  unreadLabel,
  open,
  onToggle,
  testId,
  children,
}: ListRowProps) {
  return (
    <div data-testid={testId} data-unread={unread}>
      <Head type="button" aria-expanded={open} onClick={onToggle}>
        <Badge dot count={unread ? 1 : 0} label={unreadLabel} />
        <Title $unread={unread}>{title}</Title>
        <Meta>{meta}</Meta>
      </Head>
      {open && children}
    </div>
  );
}
