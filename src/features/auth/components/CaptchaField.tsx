import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { LoginForm } from '../use-login-form';
import { LoginInput } from './LoginInput';

const ImageButton = styled.button`
  flex: none;
  padding: 0;
  min-width: 96px;
  height: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  img {
    height: 100%;
    border-radius: inherit;
  }
`;

/** Captcha shown after a failure that asks for one; tapping the image loads a new one (spec §4). */
export function CaptchaField({ form }: { form: LoginForm }) {
  const { t } = useTranslation('shell');
  const { captcha, validation } = form;
  if (!captcha.required) return null;
  return (
    <LoginInput
      label={t('login.captcha')}
      name="captcha"
      data-testid="login-captcha"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      placeholder={t('auth.captchaHint')}
      value={captcha.code}
      onValue={(value) => captcha.setCode(value.replace(/\D/g, '').slice(0, 6))}
      onBlur={() => validation.show('captcha')}
      error={validation.visibleError('captcha')}
      addon={
        <ImageButton
          type="button"
          data-testid="login-captcha-refresh"
          aria-label={t('login.captchaImage')}
          onClick={captcha.refresh}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" data-testid="login-captcha-image" />
          ) : (
            t('auth.captchaReload')
          )}
        </ImageButton>
      }
    />
  );
}
