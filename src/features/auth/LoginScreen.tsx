import { useNavigate } from 'react-router-dom';

import { useLogo } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { BrandedPage } from '../../ui';
import { LoginForm } from './components/LoginForm';
import { SocialLinkStep } from './components/SocialLinkStep';
import { LoginNavStrip } from './LoginNavStrip';
import { useSocialCallback } from './use-social-callback';

/** Login (spec §2, §4): both methods, free play, social sign-in and its account-linking step. */
export function LoginScreen() {
  const navigate = useNavigate();
  const social = useSocialCallback();
  const logo = useLogo();
  return (
    <BrandedPage
      testId="login-screen"
      logo={logo}
      back={{ icon: <Icon name="back" />, onClick: () => navigate('/m/home') }}
    >
      {social.link ? (
        <SocialLinkStep link={social.link} onCancel={social.cancelLink} />
      ) : (
        <LoginForm socialFailure={social.failure} />
      )}
      <LoginNavStrip />
    </BrandedPage>
  );
}
