import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { logoUrl } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { useTenant } from '../../tenant/hooks';
import { Button } from '../../ui';
import { Field, Row } from './Field';
import { LoginNavStrip } from './LoginNavStrip';
import { useFreePlayAction } from './use-free-play';
import { useLoginForm } from './use-login-form';

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

const ErrorText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.palette.danger};
`;

const CaptchaImage = styled.img`
  height: ${({ theme }) => theme.touchTarget}px;
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
`;

/** Username + password login with captcha after failures, remember password and free play. */
export function LoginScreen() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const form = useLoginForm();
  const freePlay = useFreePlayAction();
  return (
    <Page data-testid="login-screen">
      <Top>
        <button type="button" aria-label={t('labels.back')} onClick={() => navigate('/m/home')}>
          <Icon name="back" />
        </button>
      </Top>
      <Logo src={logoUrl(tenant)} alt={tenant.name} />
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <Field>
          <span>{t('login.username')}</span>
          <input
            data-testid="login-username"
            autoComplete="username"
            autoCapitalize="none"
            value={form.fields.username}
            onChange={(event) => form.set.username(event.target.value)}
          />
        </Field>
        <Field>
          <span>{t('login.password')}</span>
          <input
            data-testid="login-password"
            type="password"
            autoComplete="current-password"
            value={form.fields.password}
            onChange={(event) => form.set.password(event.target.value)}
          />
        </Field>
        {form.captchaImage !== null && (
          <Field>
            <span>{t('login.captcha')}</span>
            <Row>
              <input
                data-testid="login-captcha"
                inputMode="numeric"
                maxLength={6}
                value={form.fields.captcha}
                onChange={(event) => form.set.captcha(event.target.value.replace(/\D/g, ''))}
              />
              <CaptchaImage src={form.captchaImage} alt={t('login.captchaImage')} onClick={form.refreshCaptcha} />
            </Row>
          </Field>
        )}
        <Row as="label">
          <input
            type="checkbox"
            data-testid="login-remember"
            checked={form.fields.remember}
            onChange={(event) => form.set.remember(event.target.checked)}
          />
          {t('login.remember')}
        </Row>
        {form.error && (
          <ErrorText role="alert" data-testid="login-error">
            {form.error}
          </ErrorText>
        )}
        <Actions>
          <Button type="submit" block loading={form.pending} data-testid="login-submit">
            {t('labels.login')}
          </Button>
          <Button
            variant="secondary"
            block
            loading={freePlay.pending}
            onClick={() => void freePlay.start()}
            data-testid="login-freeplay"
          >
            {t('login.freePlay')}
          </Button>
        </Actions>
      </form>
      <LoginNavStrip />
    </Page>
  );
}
