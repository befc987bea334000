import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useRuleSet, validateField } from '../../lib/validation';
import { toast } from '../../ui';
import { useFormFields } from '../../ui/form';
import { useChangePaymentPassword } from './api/change-payment-password';
import { useSetPaymentPassword } from './api/set-payment-password';
import { securityErrorText } from './security-error';

type Field = 'loginPassword' | 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Set the first payment password (with the login password) or change it (with the old one). */
export function usePaymentPasswordForm(hasPassword: boolean, onDone: () => void) {
  const { t } = useTranslation('security');
  const rules = useRuleSet().data;
  const setFirst = useSetPaymentPassword();
  const change = useChangePaymentPassword();
  const paymentRule = { ...rules?.fields.paymentPassword, enabled: true, required: true };
  const form = useFormFields<Field>(
    { loginPassword: '', oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (name, values) => {
      if (name === 'loginPassword')
        return validateField('loginPassword', values.loginPassword, rules?.fields.loginPassword);
      if (name === 'oldPassword')
        return validateField('paymentPassword', values.oldPassword, paymentRule);
      if (name === 'newPassword')
        return validateField('newPassword', values.newPassword, paymentRule, {
          oldPassword: hasPassword ? values.oldPassword : undefined,
        });
      return validateField('confirmNewPassword', values.confirmNewPassword, undefined, {
        password: values.newPassword,
      });
    },
  );
  const fields: Field[] = [
    hasPassword ? 'oldPassword' : 'loginPassword',
    'newPassword',
    'confirmNewPassword',
  ];

  const submit = async () => {
    if (!form.validateAll(fields)) return;
    const { loginPassword, oldPassword, newPassword, confirmNewPassword } = form.values;
    try {
      if (hasPassword) await change.mutateAsync({ oldPassword, newPassword, confirmNewPassword });
      else await setFirst.mutateAsync({ loginPassword, newPassword, confirmNewPassword });
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'invalid.payment.pw')
        form.showError('oldPassword', { key: 'common:errors.invalid_payment_pw' });
      else if (code === 'old.password.incorrect')
        form.showError('loginPassword', { key: 'security:errors.old_password_incorrect' });
      else toast.show(securityErrorText(t, error));
      return;
    }
    toast.show(t(hasPassword ? 'paymentPassword.changed' : 'paymentPassword.saved'));
    onDone();
  };

  return { form, fields, submit, pending: setFirst.isPending || change.isPending };
}
