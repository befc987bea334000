import styled, { css } from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { Entry } from '../../../registry';
import { Icon } from '../../../registry/Icon';
import { Badge } from '../../../ui';

/** `card` is the new template (mem_cen 1), `list` the classic one. */
export type EntryLayout = 'card' | 'list';

const Container = styled.ul<{ $layout: EntryLayout }>`
  margin: 12px;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  ${({ $layout }) =>
    $layout === 'card' &&
    css`
      display: grid;
      grid-template-columns: repeat(3, 1fr);
      gap: 4px;
      padding: 8px 0;
    `}
`;

const Row = styled.button<{ $layout: EntryLayout }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget + 4}px;
  padding: 0 16px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
  svg:first-child {
    color: ${({ theme }) => theme.palette.primary};
  }
  ${({ $layout }) =>
    $layout === 'card' &&
    css`
      flex-direction: column;
      justify-content: center;
      gap: 6px;
      padding: 12px 4px;
      border: 0;
      font-size: 0.78rem;
      text-align: center;
    `}
`;

const Label = styled.span`
  flex: 1;
`;

interface EntryListProps {
  entries: readonly Entry[];
  layout: EntryLayout;
  badgeOf: (entry: Entry) => number;
  onActivate: (entry: Entry) => void;
}

/** The member-centre entries as a plain list or a card grid; same entries, same order. */
export function EntryList({ entries, layout, badgeOf, onActivate }: EntryListProps) {
  const { t } = useTranslation('shell');
  return (
    <Container $layout={layout} data-testid={`mc-entries-${layout}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Row
            $layout={layout}
            onClick={() => onActivate(entry)}
            data-testid={`mc-entry-${entry.id}`}
          >
            <Icon name={entry.icon} />
            <Label>{t(entry.labelKey)}</Label>
            <Badge count={badgeOf(entry)} />
            {layout === 'list' && <Icon name="chevron" size="1em" />}
          </Row>
        </li>
      ))}
    </Container>
  );
}
