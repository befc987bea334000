import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { memberQuickEntries } from '../../../registry';
import { useActivateEntry } from '../../../registry/actions/use-activate-entry';
import { Icon } from '../../../registry/Icon';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: 0 12px;
  padding: 12px 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.78rem;
  svg {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

/** Deposit, betting record, account record and security centre. */
export function QuickEntries() {
  const { t } = useTranslation('shell');
  const activate = useActivateEntry();
  return (
    <Grid>
      {memberQuickEntries.map((entry) => (
        <Item key={entry.id} onClick={() => activate(entry)} data-testid={`mc-quick-${entry.id}`}>
          <Icon name={entry.icon} />
          {t(entry.labelKey)}
        </Item>
      ))}
    </Grid>
  );
}
