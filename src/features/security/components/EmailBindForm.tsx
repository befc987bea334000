import type { FormEvent } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { SendCodeButton } from '../../../ui/form';
import { useBindEmail } from '../api/bind-email';
import type { SecurityConfig } from '../api/security-config';
import { useSendEmailCode } from '../api/send-email-code';
import { useBindForm } from '../use-bind-form';
import { Note } from './Note';
import { SecurityInput } from './SecurityInput';

/** Bind (or replace) the e-mail address with a code e-mailed to it. */
export function EmailBindForm({ config, onDone }: { config: SecurityConfig; onDone(): void }) {
  const { t } = useTranslation('security');
  const send = useSendEmailCode();
  const bind = useBindEmail();
  const flow = useBindForm(
    'email',
    config.emailBound,
    {
      send: async (email) => (await send.mutateAsync(email)).expiredMinutes,
      bind: (request) =>
        bind.mutateAsync({
          email: request.target,
          verificationCode: request.verificationCode,
          loginPassword: request.loginPassword,
        }),
    },
    onDone,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} data-testid="email-bind-form">
      <Note>
        {config.emailBound
          ? t('bind.emailReplaceNote', { email: config.email })
          : t('bind.emailNote')}
      </Note>
      <SecurityInput
        name="email"
        form={flow.form}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SecurityInput
        name="verificationCode"
        form={flow.form}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={!flow.codeSent}
        trailing={<SendCodeButton onSend={flow.sendCode} testId="security-send-code" />}
      />
      {config.emailBound && (
        <SecurityInput
          name="loginPassword"
          form={flow.form}
          type="password"
          autoComplete="current-password"
        />
      )}
      <Button type="submit" block loading={flow.pending} data-testid="email-bind-submit">
        {t('bind.submit')}
      </Button>
    </form>
  );
}
