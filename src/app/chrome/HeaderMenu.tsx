import { useMemo } from 'react';

import { useWalletBalance } from '../../entities/wallet/wallet-balance';
import { useTranslation } from '../../lib/i18n';
import { headerMenu, visibleEntries, type Entry } from '../../registry';
import { Icon } from '../../registry/Icon';
import { useActivateEntry } from '../../registry/actions/use-activate-entry';
import { useLogout } from '../../registry/actions/use-logout';
import { useGateContext } from '../../registry/context/use-gate-context';
import { MenuRow, Modal } from '../../ui';
import { useShellUi } from './ui-store';

/** The header's pop-up menu: deposit, withdraw, refresh and hide balance, sign out (logged in). */
export function HeaderMenu() {
  const { t } = useTranslation('shell');
  const open = useShellUi((state) => state.headerMenuOpen);
  const setOpen = useShellUi((state) => state.setHeaderMenuOpen);
  const toggleBalance = useShellUi((state) => state.toggleBalance);
  const hidden = useShellUi((state) => state.balanceHidden);
  const { refetch } = useWalletBalance();
  const logout = useLogout();
  const overrides = useMemo(
    () => ({
      refreshBalance: () => void refetch(),
      toggleBalance,
      // Spec §4: signing out from the header menu reloads /m/home, so no member state survives.
      signOut: () => void logout().then((signedOut) => signedOut && window.location.reload()),
    }),
    [refetch, toggleBalance, logout],
  );
  const activate = useActivateEntry(overrides);
  const entries = visibleEntries(headerMenu, useGateContext());
  const choose = (entry: Entry) => {
    setOpen(false);
    activate(entry);
  };
  return (
    <Modal open={open} onClose={() => setOpen(false)} ariaLabel={t('labels.menu')}>
      {entries.map((entry) => (
        <MenuRow
          $divider
          key={entry.id}
          onClick={() => choose(entry)}
          data-testid={`header-menu-${entry.id}`}
        >
          <Icon name={entry.icon} />
          {entry.id === 'toggleBalance'
            ? t(hidden ? 'labels.showBalance' : 'labels.hideBalance')
            : t(entry.labelKey)}
        </MenuRow>
      ))}
    </Modal>
  );
}
