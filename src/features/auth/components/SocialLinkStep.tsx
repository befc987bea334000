import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { Button, Tabs } from '../../../ui';
import type { PendingLink } from '../use-social-callback';
import { useSocialLink, type LinkChoice } from '../use-social-link';
import { LoginInput } from './LoginInput';

const Warning = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.danger};
  font-size: 0.9rem;
`;

const ErrorText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.palette.danger};
`;

const CHOICES: readonly { id: LinkChoice; labelKey: string }[] = [
  { id: 'existing', labelKey: 'auth.link.existing' },
  { id: 'register', labelKey: 'auth.link.register' },
];

interface SocialLinkStepProps {
  link: PendingLink;
  onCancel(): void;
}

/** After a first social sign-in: link an existing account or register a new one (spec §2 Login). */
export function SocialLinkStep({ link, onCancel }: SocialLinkStepProps) {
  const { t } = useTranslation('shell');
  const form = useSocialLink(link);
  const provider = t(`auth.social.${link.provider}`);
  return (
    <form data-testid="social-link" onSubmit={(event) => void form.submit(event)} noValidate>
      <h2>{t('auth.link.title')}</h2>
      <p data-testid="social-link-identity">
        {t('auth.link.signedInAs', { provider, who: link.email || link.name || '' })}
      </p>
      <Warning role="note">{t('auth.link.permanent')}</Warning>
      <Tabs
        tabs={CHOICES.map(({ id, labelKey }) => ({ id, label: t(labelKey) }))}
        active={form.choice}
        onSelect={form.choose}
        testIdPrefix="social-link-choice"
      />
      <LoginInput
        label={t('login.username')}
        name="linkUsername"
        data-testid="social-link-username"
        autoComplete="username"
        autoCapitalize="none"
        value={form.username}
        onValue={form.setUsername}
        error={form.errorOf('username')}
      />
      <LoginInput
        label={t('login.password')}
        name="linkPassword"
        data-testid="social-link-password"
        type="password"
        autoComplete={form.choice === 'existing' ? 'current-password' : 'new-password'}
        value={form.password}
        onValue={form.setPassword}
        error={form.errorOf('password')}
      />
      {form.failure !== null && (
        <ErrorText role="alert" data-testid="social-link-error">
          {errorMessage(t, form.failure)}
        </ErrorText>
      )}
      <Button type="submit" block loading={form.pending} data-testid="social-link-submit">
        {t(form.choice === 'existing' ? 'auth.link.submitExisting' : 'auth.link.submitRegister')}
      </Button>
      <Button variant="ghost" block onClick={onCancel} data-testid="social-link-cancel">
        {t('common:cancel')}
      </Button>
    </form>
  );
}
