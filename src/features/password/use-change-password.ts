import { useNavigate } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import { useRuleSet, validateField } from '../../lib/validation';
import { alert, toast } from '../../ui';
import { useFormFields } from '../../ui/form';
import { rememberNewPassword } from './after-password-change';
import { useChangePassword } from './api/change-password';

const LOADING_MS = 10_000;
const SAVED_MS = 1000;
const REDIRECT_MS = 1000;

type ChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Change password (spec §4): same-password popup, please wait, 'Change saved', then home. */
export function useChangePasswordForm(userName: string, heldPassword: string | null) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const rules = useRuleSet().data;
  const change = useChangePassword();
  const form = useFormFields(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    (name, values) => {
      if (name === 'oldPassword')
        return validateField('oldPassword', values.oldPassword, rules?.fields.loginPassword);
      if (name === 'newPassword')
        return validateField('newPassword', values.newPassword, {
          ...rules?.fields.password,
          enabled: true,
          required: true,
        });
      return validateField('confirmNewPassword', values.confirmNewPassword, undefined, {
        password: values.newPassword,
      });
    },
  );
  const fields: ChangeField[] = heldPassword
    ? ['newPassword', 'confirmNewPassword']
    : ['oldPassword', 'newPassword', 'confirmNewPassword'];

  const submit = async () => {
    if (!form.validateAll(fields)) return;
    const oldPassword = heldPassword ?? form.values.oldPassword;
    const { newPassword, confirmNewPassword } = form.values;
    if (newPassword === oldPassword) {
      await alert({
        title: t('common:prompt'),
        message: t('validation.new_old_same'),
        okLabel: t('common:confirm'),
      });
      return;
    }
    const waiting = toast.loading(t('common:in_please_wait'), { duration: LOADING_MS });
    try {
      await change.mutateAsync({ oldPassword, newPassword, confirmNewPassword });
    } catch {
      waiting.hide();
      return;
    }
    toast.show(t('password.changeSaved'), { duration: SAVED_MS });
    await rememberNewPassword(userName, newPassword);
    setTimeout(() => navigate('/m/home', { replace: true }), REDIRECT_MS);
  };

  return { form, fields, submit, pending: change.isPending };
}
