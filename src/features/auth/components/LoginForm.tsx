import { useState } from 'react';
import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useGateContext } from '../../../registry/context/use-gate-context';
import { visibleEntries } from '../../../registry/evaluate';
import { SocialButtons } from '../../../registry/social/SocialButtons';
import { Button, Tabs } from '../../../ui';
import { Row } from '../Field';
import { LOGIN_METHODS, type LoginMethod } from '../login-entries';
import { useFreePlayAction } from '../use-free-play';
import { useLoginForm } from '../use-login-form';
import { CaptchaField } from './CaptchaField';
import { SmsFields } from './SmsFields';
import { UsernameFields } from './UsernameFields';

const ErrorText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.palette.danger};
`;

const Actions = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
`;

/** The login form: method tabs, fields, captcha, remember password, login, free play, social buttons. */
export function LoginForm({ socialFailure }: { socialFailure: unknown }) {
  const { t } = useTranslation('shell');
  const methods = visibleEntries(LOGIN_METHODS, useGateContext());
  const [chosen, setChosen] = useState<LoginMethod>('username');
  // A flag switched off at run time takes its tab away: fall back to the first method left.
  const method = methods.some(({ id }) => id === chosen) ? chosen : (methods[0]?.id ?? 'username');
  const form = useLoginForm(method);
  const freePlay = useFreePlayAction();
  const failure = form.failure ?? socialFailure;

  const select = (next: LoginMethod) => {
    form.clear();
    setChosen(next);
  };

  return (
    <>
      <Tabs
        tabs={methods.map(({ id, labelKey }) => ({ id, label: t(labelKey) }))}
        active={method}
        onSelect={select}
        testIdPrefix="login-tab"
      />
      <form onSubmit={(event) => void form.submit(event)} noValidate data-method={method}>
        {method === 'sms' ? <SmsFields form={form} /> : <UsernameFields form={form} />}
        <CaptchaField form={form} />
        <Row as="label">
          <input
            type="checkbox"
            data-testid="login-remember"
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </Row>
        {failure !== null && (
          <ErrorText role="alert" data-testid="login-error">
            {errorMessage(t, failure)}
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
      {method === 'username' && <SocialButtons testIdPrefix="login" />}
    </>
  );
}
