import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { validateField, type RuleSet } from '../../lib/validation';
import { useTenant } from '../../tenant/hooks';
import { toast } from '../../ui';
import { useFormFields, useSendCaptcha } from '../../ui/form';
import { loginWithPassword } from './api/login-with-password';
import { sendResetSms } from './api/send-reset-sms';
import { setPasswordByPhone } from './api/set-password-by-phone';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword'] as const;
type PhoneField = (typeof FIELDS)[number];
const SMS_LOADING_MS = 10_000;

const ruleName: Record<PhoneField, string> = {
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'password',
};

/** Set password by phone (spec §4): code sent first, then the new password; success logs in. */
export function usePhoneReset(rules: RuleSet) {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const setSession = useSessionStore((state) => state.setSession);
  const [dialingCode, setDialingCode] = useState(rules.settings.countryDialingCode);
  const [codeSent, setCodeSent] = useState(false);
  const [pending, setPending] = useState(false);
  const smsCaptcha = useSendCaptcha();
  const ruleOf = (name: PhoneField) => ({
    ...rules.fields[ruleName[name]],
    enabled: true,
    required: true,
  });
  const form = useFormFields(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    (name, values) =>
      validateField(name === 'newPassword' ? 'newPassword' : name, values[name], ruleOf(name)),
  );

  const sendCode = async () => {
    if (!form.validateAll(['mobileNum'])) throw new Error('mobileNum');
    const waiting = toast.loading(t('common:in_please_wait'), { duration: SMS_LOADING_MS });
    try {
      const minutes = await sendResetSms(
        form.values.mobileNum.trim(),
        dialingCode,
        smsCaptcha.answer(),
      );
      smsCaptcha.settle();
      setCodeSent(true);
      return minutes;
    } catch (error) {
      smsCaptcha.settle(error);
      toast.show(errorMessage(t, error));
      throw error;
    } finally {
      waiting.hide();
    }
  };

  const submit = async () => {
    if (!form.validateAll(FIELDS)) return;
    setPending(true);
    const { mobileNum, verificationCode, newPassword } = form.values;
    try {
      const { userName } = await setPasswordByPhone({
        mobileNum: mobileNum.trim(),
        verificationCode: verificationCode.trim(),
        newPassword,
        countryDialingCode: dialingCode,
      });
      setSession(await loginWithPassword(userName, newPassword, tenant.merchantCode));
      navigate('/m/home', { replace: true });
    } catch (error) {
      toast.show(errorMessage(t, error));
      if (isApiError(error) && error.code === 'modify.new.old.same') form.fill('newPassword', '');
      else form.fill('verificationCode', '');
    } finally {
      setPending(false);
    }
  };

  const canSubmit = form.touched && !form.hasErrors && !pending;
  return {
    form,
    dialingCode,
    setDialingCode,
    codeSent,
    sendCode,
    smsCaptcha: smsCaptcha.captcha,
    submit,
    canSubmit,
    pending,
  };
}
