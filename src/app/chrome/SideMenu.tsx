import styled from 'styled-components';

import { isStandalone } from '../../lib/device';
import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session-store';
import { sideMenu, visibleEntries, type Entry } from '../../registry';
import { useActivateEntry } from '../../registry/actions/use-activate-entry';
import { useLogout } from '../../registry/actions/use-logout';
import { useGateContext } from '../../registry/context/use-gate-context';
import { Icon } from '../../registry/Icon';
import { useTenant } from '../../tenant/hooks';
import { Button, Drawer, MenuRow } from '../../ui';
import { logoUrl } from '../../registry/brand';
import { SideMenuCategories } from './SideMenuCategories';
import { useShellUi } from './ui-store';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;

const SignOut = styled.div`
  padding: 16px;
`;

const Foot = styled.footer`
  margin-top: auto;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.75rem;
  img {
    height: 28px;
    display: block;
    margin: 0 auto 6px;
  }
`;

/** Right drawer with gated shortcuts, sign-out and the brand footer (spec §2 "Side menu"). */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const open = useShellUi((state) => state.sideMenuOpen);
  const setOpen = useShellUi((state) => state.setSideMenuOpen);
  const loggedIn = useIsLoggedIn();
  const activate = useActivateEntry();
  const logout = useLogout();
  const inApp = isStandalone();
  const entries = visibleEntries(sideMenu, useGateContext()).filter(
    (entry) => !(entry.hideInApp && inApp),
  );
  const close = () => setOpen(false);
  const choose = (entry: Entry) => {
    close();
    activate(entry);
  };
  const { from, to } = tenant.copyright ?? { from: 2019, to: 2025 };
  return (
    <Drawer open={open} onClose={close} ariaLabel={t('labels.menu')}>
      <Column data-testid="side-menu">
        <SideMenuCategories onChosen={close} />
        <nav>
          {entries.map((entry) => (
            <MenuRow key={entry.id} onClick={() => choose(entry)} data-testid={`side-${entry.id}`}>
              <Icon name={entry.icon} />
              {t(entry.labelKey)}
            </MenuRow>
          ))}
        </nav>
        {loggedIn && (
          <SignOut>
            <Button
              block
              variant="secondary"
              onClick={() => void logout().then((out) => out && close())}
            >
              {t('labels.signOut')}
            </Button>
          </SignOut>
        )}
        <Foot>
          <img src={logoUrl(tenant)} alt={tenant.name} />
          {t('labels.copyright', { from, to, name: tenant.name })}
        </Foot>
      </Column>
    </Drawer>
  );
}
