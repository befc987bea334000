import { useCallback, useEffect, useState } from 'react';

import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { validateField, type FieldRule } from '../../lib/validation';
import { toast } from '../../ui';
import { useFormFields, useSendCaptcha } from '../../ui/form';
import type { StoredAffiliate } from './affiliate-from-url';
import type { RegisteredSession } from './api/register-result';
import { sendRegisterSms } from './api/send-register-sms';
import { USERNAME_FORM_FIELDS, type RegisterField } from './register-fields';
import { registerPayload } from './register-payload';
import { useCaptcha } from './use-captcha';
import { useRegisterFlow } from './use-register-flow';

const SMS_LOADING_MS = 10_000;

/** The mobile number typed on one tab, carried to the other (spec §2). */
export interface CarriedMobile {
  mobileNum: string;
  dialingCode: string;
}

export interface RegisterFormOptions {
  /** The field's rule; `mobileNum` is the typed number (some rules depend on it). */
  ruleOf(name: RegisterField, mobileNum?: string): FieldRule | undefined;
  fields: readonly RegisterField[];
  carried: CarriedMobile;
  onCarry(carried: CarriedMobile): void;
  urlAffiliate: StoredAffiliate | null;
  submit(payload: Record<string, string>, domain: string | undefined): Promise<RegisteredSession>;
}

const initialValues = (mobileNum: string, affiliate: StoredAffiliate | null) =>
  Object.fromEntries(
    USERNAME_FORM_FIELDS.map((name) => [
      name,
      name === 'mobileNum' ? mobileNum : name === 'affiliateCode' ? (affiliate?.code ?? '') : '',
    ]),
  ) as Record<RegisterField, string>;

/** State, SMS sending, captcha and submit of one registration form. */
export function useRegisterForm({
  ruleOf,
  fields,
  carried,
  onCarry,
  urlAffiliate,
  submit,
}: RegisterFormOptions) {
  const { t } = useTranslation('shell');
  const form = useFormFields(initialValues(carried.mobileNum, urlAffiliate), (name, values) =>
    validateField(name, values[name], ruleOf(name, values.mobileNum), {
      password: values.password,
    }),
  );
  const { fill } = form;
  const clearCaptcha = useCallback(() => fill('captcha', ''), [fill]);
  const captcha = useCaptcha(fields.includes('captcha'), clearCaptcha);
  const smsCaptcha = useSendCaptcha();
  const run = useRegisterFlow();
  const [pending, setPending] = useState(false);
  const mobileNum = form.values.mobileNum;
  useEffect(() => {
    onCarry({ ...carried, mobileNum });
  }, [mobileNum]); // eslint-disable-line react-hooks/exhaustive-deps

  const sendCode = async () => {
    const number = form.values.mobileNum.trim();
    const rule = { ...ruleOf('mobileNum'), enabled: true, required: true };
    const invalid = validateField('mobileNum', number, rule);
    if (invalid) {
      form.showError('mobileNum', invalid);
      throw new Error(invalid.key);
    }
    const waiting = toast.loading(t('common:in_please_wait'), { duration: SMS_LOADING_MS });
    try {
      const minutes = await sendRegisterSms(number, carried.dialingCode, smsCaptcha.answer());
      smsCaptcha.settle();
      return minutes;
    } catch (error) {
      smsCaptcha.settle(error);
      toast.show(errorMessage(t, error));
      throw error;
    } finally {
      waiting.hide();
    }
  };

  const onSubmit = async () => {
    setPending(true);
    await run({
      form,
      fields,
      affiliateEnabled: fields.includes('affiliateCode'),
      urlAffiliate,
      submit: (domain) => submit(registerPayload(form.values, fields, carried.dialingCode), domain),
      afterAttempt: () => {
        if (fields.includes('captcha')) captcha.reload();
      },
    });
    setPending(false);
  };

  const dialing = {
    value: carried.dialingCode,
    onChange: (dialingCode: string) => onCarry({ ...carried, dialingCode }),
  };
  return {
    form,
    captcha,
    smsCaptcha: smsCaptcha.captcha,
    sendCode,
    onSubmit: () => void onSubmit(),
    pending,
    dialing,
  };
}
