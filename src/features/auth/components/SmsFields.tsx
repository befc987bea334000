import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { CaptchaField } from '../../../ui/form';
import { MAX_LENGTH } from '../login-fields';
import type { LoginForm } from '../use-login-form';
import { useSmsCode } from '../use-sms-code';
import { LoginInput } from './LoginInput';

const SendButton = styled.button`
  flex: none;
  min-width: 96px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: transparent;
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  &:disabled {
    opacity: 0.5;
  }
`;

/** Mobile number and SMS code with the send button and its countdown (spec §2, §4 Login). */
export function SmsFields({ form }: { form: LoginForm }) {
  const { t } = useTranslation('shell');
  const sms = useSmsCode();
  const { values, set, validation } = form;

  const sendCode = () => {
    validation.show('mobileNum');
    if (validation.errorOf('mobileNum')) return;
    void sms.send(values.mobileNum.trim());
  };

  return (
    <>
      <LoginInput
        label={t('auth.mobile')}
        name="mobileNum"
        data-testid="login-mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={MAX_LENGTH.mobileNum}
        value={values.mobileNum}
        onValue={(value) => set('mobileNum', value)}
        onBlur={() => validation.show('mobileNum')}
        error={validation.visibleError('mobileNum')}
      />
      <CaptchaField captcha={sms.captcha} testId="login-sms-captcha" />
      <LoginInput
        label={t('auth.smsCode')}
        name="verificationCode"
        data-testid="login-sms-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MAX_LENGTH.verificationCode}
        value={values.verificationCode}
        onValue={(value) => set('verificationCode', value)}
        onBlur={() => validation.show('verificationCode')}
        error={validation.visibleError('verificationCode')}
        addon={
          <SendButton
            type="button"
            data-testid="login-sms-send"
            disabled={sms.disabled}
            onClick={sendCode}
          >
            {sms.remaining > 0
              ? t('auth.resendIn', { seconds: sms.remaining })
              : t('auth.sendCode')}
          </SendButton>
        }
      />
    </>
  );
}
