import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session-store';
import { useLogout } from '../../registry/actions/use-logout';
import { Icon } from '../../registry/Icon';
import { Button } from '../../ui';
import { hardRedirect } from './hard-redirect';

const List = styled.ul`
  margin: 12px 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.surface};
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.touchTarget + 8}px;
  padding: 0 16px;
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  span {
    flex: 1;
  }
`;

const Actions = styled.div`
  padding: 24px 16px;
`;

/** Settings (spec §2): change password and sign out. Guests are sent home by the route guard. */
export function SettingsScreen() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const signOut = async () => {
    if (await logout()) hardRedirect('/m/home');
  };
  return (
    <section>
      <List>
        <li>
          <Row to={loggedIn ? '/m/changePsw' : '/m/login'} data-testid="settings-change-password">
            <Icon name="lock" />
            <span>{t('labels.changePassword')}</span>
            <Icon name="chevron" size="1em" />
          </Row>
        </li>
      </List>
      {loggedIn && (
        <Actions>
          <Button
            block
            variant="danger"
            onClick={() => void signOut()}
            data-testid="settings-sign-out"
          >
            {t('labels.signOut')}
          </Button>
        </Actions>
      )}
    </section>
  );
}
