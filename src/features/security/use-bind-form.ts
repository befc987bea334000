import { useState } from 'react';

import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useRuleSet, validateField } from '../../lib/validation';
import { toast } from '../../ui';
import { useFormFields } from '../../ui/form';
import { securityErrorText } from './security-error';

export type BindTarget = 'mobileNum' | 'email';
type Field = BindTarget | 'verificationCode' | 'loginPassword';

const SEND_LOADING_MS = 10_000;

export interface BindCalls {
  /** Sends the code to the typed address; resolves its lifetime in minutes. */
  send(target: string): Promise<number>;
  bind(request: {
    target: string;
    verificationCode: string;
    loginPassword?: string;
  }): Promise<unknown>;
}

/**
 * Binding a mobile number or e-mail: validate the address, send a code (spec §4 SMS states), then
 * bind with it; replacing a bound one also asks for the login password.
 */
export function useBindForm(
  target: BindTarget,
  replacing: boolean,
  calls: BindCalls,
  onDone: () => void,
) {
  const { t } = useTranslation('security');
  const rules = useRuleSet().data;
  const [codeSent, setCodeSent] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useFormFields<Field>(
    { mobileNum: '', email: '', verificationCode: '', loginPassword: '' },
    (name, values) => {
      const rule =
        name === 'loginPassword' || name === 'verificationCode'
          ? rules?.fields[name]
          : { ...rules?.fields[name], enabled: true, required: true };
      return validateField(name, values[name], rule);
    },
  );
  const fields: Field[] = [
    target,
    'verificationCode',
    ...(replacing ? ['loginPassword' as const] : []),
  ];

  const sendCode = async () => {
    if (!form.validateAll([target])) throw new Error(target);
    const waiting = toast.loading(t('common:in_please_wait'), { duration: SEND_LOADING_MS });
    try {
      const minutes = await calls.send(form.values[target].trim());
      setCodeSent(true);
      waiting.hide();
      toast.show(t('bind.codeSent'));
      return minutes;
    } catch (error) {
      waiting.hide();
      toast.show(securityErrorText(t, error));
      throw error;
    }
  };

  const submit = async () => {
    if (!form.validateAll(fields)) return;
    setPending(true);
    try {
      await calls.bind({
        target: form.values[target].trim(),
        verificationCode: form.values.verificationCode.trim(),
        ...(replacing ? { loginPassword: form.values.loginPassword } : {}),
      });
      toast.show(t('bind.done'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'old.password.incorrect')
        form.showError('loginPassword', { key: 'security:errors.old_password_incorrect' });
      else {
        toast.show(securityErrorText(t, error));
        form.fill('verificationCode', '');
      }
    } finally {
      setPending(false);
    }
  };

  return { form, fields, codeSent, sendCode, submit, pending, rules };
}
