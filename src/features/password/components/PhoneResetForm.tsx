import type { FormEvent } from 'react';

import { useCountries } from '../../../lib/countries';
import { useTranslation } from '../../../lib/i18n';
import type { RuleSet } from '../../../lib/validation';
import { Button } from '../../../ui';
import { CaptchaField, DialingCodeSelect, SendCodeButton } from '../../../ui/form';
import { usePhoneReset } from '../use-phone-reset';
import { PasswordFormInput } from './PasswordInput';

/** Set-password-by-phone form: mobile number, SMS code (usable once sent), new password. */
export function PhoneResetForm({ rules }: { rules: RuleSet }) {
  const { t } = useTranslation('shell');
  const countries = useCountries().data ?? [];
  const reset = usePhoneReset(rules);
  const { form } = reset;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset.submit();
  };
  return (
    <form noValidate onSubmit={submit} data-testid="forgot-phone-form">
      <PasswordFormInput
        name="mobileNum"
        form={form}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        leading={
          <DialingCodeSelect
            countries={countries}
            value={reset.dialingCode}
            onChange={reset.setDialingCode}
            testId="password-dialing-code"
          />
        }
      />
      <CaptchaField captcha={reset.smsCaptcha} testId="password-sms-captcha" />
      <PasswordFormInput
        name="verificationCode"
        form={form}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={!reset.codeSent}
        trailing={<SendCodeButton onSend={reset.sendCode} testId="password-send-code" />}
      />
      <PasswordFormInput
        name="newPassword"
        form={form}
        required
        type="password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        block
        disabled={!reset.canSubmit}
        loading={reset.pending}
        data-testid="forgot-phone-submit"
      >
        {t('common:submit')}
      </Button>
    </form>
  );
}
