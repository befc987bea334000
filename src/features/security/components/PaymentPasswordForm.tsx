import type { FormEvent } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { usePaymentPasswordForm } from '../use-payment-password-form';
import { Note } from './Note';
import { SecurityInput } from './SecurityInput';

/** Set or change the payment password (6 digits) that confirms withdrawals. */
export function PaymentPasswordForm(props: { hasPassword: boolean; onDone(): void }) {
  const { t } = useTranslation('security');
  const { form, fields, submit, pending } = usePaymentPasswordForm(props.hasPassword, props.onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} data-testid="payment-password-form">
      <Note>{t(props.hasPassword ? 'paymentPassword.changeNote' : 'paymentPassword.setNote')}</Note>
      {fields.map((name) => (
        <SecurityInput
          key={name}
          name={name}
          form={form}
          type="password"
          inputMode={name === 'loginPassword' ? undefined : 'numeric'}
          autoComplete={name === 'loginPassword' ? 'current-password' : 'off'}
        />
      ))}
      <Button type="submit" block loading={pending} data-testid="payment-password-submit">
        {t('common:submit')}
      </Button>
    </form>
  );
}
