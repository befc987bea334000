import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session-store';
import type { RouteDef } from '../../registry';
import { Icon } from '../../registry/Icon';
import { useSiteSettings, useTenant } from '../../tenant/hooks';
import { BalanceChip } from './BalanceChip';
import { IconButton } from './IconButton';
import { LanguagePicker } from './LanguagePicker';
import { logoUrl } from '../../registry/brand';
import { MessageIcon } from './MessageIcon';
import { useShellUi } from './ui-store';
import { useGoBack } from './use-go-back';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 2px;
  min-height: 52px;
  padding: 0 4px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
`;

/** Up to two lines: with the balance shown, a 360 px screen leaves a long title about 120 px. */
const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 1rem;
  line-height: 1.2;
  font-weight: 600;
  overflow-wrap: break-word;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const Logo = styled.img`
  height: 32px;
  min-width: 0;
  max-width: 40%;
  object-fit: contain;
  object-position: left center;
  margin-inline-start: 8px;
  margin-inline-end: auto;
`;

const TextLink = styled(Link)`
  padding: 6px 4px;
  white-space: nowrap;
  font-size: 0.9rem;
  border-radius: ${({ theme }) => theme.radius}px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
`;

function AccountArea({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const { flags } = useSiteSettings();
  if (loggedIn) return <BalanceChip compact={compact} />;
  return (
    <>
      <TextLink to="/m/login">{t('labels.login')}</TextLink>
      {flags.DIRECTREG3 && (
        <TextLink to="/m/register" data-testid="header-register">
          {t('labels.register')}
        </TextLink>
      )}
    </>
  );
}

/** Top bar: logo on home, back arrow and title elsewhere; language, balance, messages and menus. */
export function Header({ route }: { route: RouteDef }) {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const goBack = useGoBack(route.chrome.back);
  const openSideMenu = useShellUi((state) => state.setSideMenuOpen);
  const isHome = route.id === 'home';
  return (
    <Bar data-testid="app-header">
      {isHome ? (
        <Logo src={logoUrl(tenant)} alt={tenant.name} />
      ) : (
        <>
          <IconButton aria-label={t('labels.back')} onClick={goBack} data-testid="header-back">
            <Icon name="back" />
          </IconButton>
          <Title>{t(route.chrome.titleKey)}</Title>
        </>
      )}
      {isHome && <LanguagePicker />}
      <AccountArea compact={!isHome} />
      <MessageIcon />
      <IconButton
        aria-label={t('labels.menu')}
        onClick={() => openSideMenu(true)}
        data-testid="header-side-menu"
      >
        <Icon name="menu" />
      </IconButton>
    </Bar>
  );
}
