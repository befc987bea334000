import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { footer, targetPath, visibleEntries, type Entry } from '../../registry';
import { useGateContext } from '../../registry/context/use-gate-context';
import { Icon } from '../../registry/Icon';

const Bar = styled.nav<{ $items: number }>`
  position: sticky;
  bottom: 0;
  z-index: 800;
  display: grid;
  grid-template-columns: repeat(${({ $items }) => $items}, 1fr);
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.palette.surface};
  border-top: 1px solid ${({ theme }) => theme.palette.border};
`;

const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 6px 0;
  min-height: ${({ theme }) => theme.touchTarget}px;
  font-size: 0.72rem;
  color: ${({ theme }) => theme.palette.textMuted};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
`;

const pathOf = (entry: Entry) => ('route' in entry.target ? targetPath(entry.target) : '/m/home');

/**
 * Bottom tabs (spec §2): Home, Promotion, Deposit, Invite friends, Members; the current one is active.
 * A tab whose page is off for this player is left out (an entry inherits its route's gate).
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const entries = visibleEntries(footer, useGateContext());
  return (
    <Bar aria-label={t('labels.mainNavigation')} data-testid="app-footer" $items={entries.length}>
      {entries.map((entry) => (
        <Tab key={entry.id} to={pathOf(entry)} data-testid={`footer-${entry.id}`}>
          <Icon name={entry.icon} />
          {t(entry.labelKey)}
        </Tab>
      ))}
    </Bar>
  );
}
