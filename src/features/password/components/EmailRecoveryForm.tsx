import type { FormEvent } from 'react';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { FORGOT_EMAIL_RULE, useRuleSet, validateField } from '../../../lib/validation';
import { Button, toast } from '../../../ui';
import { useFormFields } from '../../../ui/form';
import { useRequestPasswordEmail } from '../api/forgot-password';
import { PasswordFormInput } from './PasswordInput';

const FIELDS = ['username', 'email'] as const;
const SUCCESS_MS = 1000;

/** Forgot password by e-mail (spec §4): please wait, 'sent' for 1 s, then back. */
export function EmailRecoveryForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('shell');
  const rules = useRuleSet().data;
  const request = useRequestPasswordEmail();
  const form = useFormFields({ username: '', email: '' }, (name, values) =>
    name === 'username'
      ? validateField('loginUsername', values.username.trim(), rules?.fields.loginUsername)
      : validateField('email', values.email.trim(), FORGOT_EMAIL_RULE),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll(FIELDS)) return;
    const waiting = toast.loading(t('common:in_please_wait'));
    try {
      await request.mutateAsync({
        username: form.values.username.trim(),
        email: form.values.email.trim(),
      });
      toast.show(t('common:in_been_out'), { duration: SUCCESS_MS });
      setTimeout(onDone, SUCCESS_MS);
    } catch (error) {
      toast.show(errorMessage(t, error));
    } finally {
      waiting.hide();
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="forgot-email-form">
      <PasswordFormInput
        name="username"
        form={form}
        required
        autoComplete="username"
        autoCapitalize="none"
      />
      <PasswordFormInput name="email" form={form} required type="email" autoComplete="email" />
      <Button type="submit" block loading={request.isPending} data-testid="forgot-email-submit">
        {t('password.retrieve')}
      </Button>
    </form>
  );
}
