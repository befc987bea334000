import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { logoUrl } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { useTenant } from '../../tenant/hooks';
import { LoginForm } from './components/LoginForm';
import { SocialLinkStep } from './components/SocialLinkStep';
import { LoginNavStrip } from './LoginNavStrip';
import { useSocialCallback } from './use-social-callback';

const Page = styled.section`
  padding: 8px 20px 32px;
  color: ${({ theme }) => theme.palette.text};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  min-height: 52px;
  button {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    background: transparent;
    color: inherit;
  }
`;

const Logo = styled.img`
  display: block;
  height: 56px;
  margin: 8px auto 24px;
`;

/** Login (spec §2, §4): both methods, free play, social sign-in and its account-linking step. */
export function LoginScreen() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const social = useSocialCallback();
  return (
    <Page data-testid="login-screen">
      <Top>
        <button type="button" aria-label={t('labels.back')} onClick={() => navigate('/m/home')}>
          <Icon name="back" />
        </button>
      </Top>
      <Logo src={logoUrl(tenant)} alt={tenant.name} />
      {social.link ? (
        <SocialLinkStep link={social.link} onCancel={social.cancelLink} />
      ) : (
        <LoginForm socialFailure={social.failure} />
      )}
      <LoginNavStrip />
    </Page>
  );
}
