import { type FormEvent, useState } from 'react';

import { useCountries } from '../../../lib/countries';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { DialingCodeSelect, SendCodeButton } from '../../../ui/form';
import { useBindMobile } from '../api/bind-mobile';
import type { SecurityConfig } from '../api/security-config';
import { useSendMobileCode } from '../api/send-mobile-code';
import { useBindForm } from '../use-bind-form';
import { Note } from './Note';
import { SecurityInput } from './SecurityInput';

/** Bind (or replace) the mobile number: dialing code, number, SMS code with countdown. */
export function MobileBindForm({ config, onDone }: { config: SecurityConfig; onDone(): void }) {
  const { t } = useTranslation('security');
  const countries = useCountries().data ?? [];
  const send = useSendMobileCode();
  const bind = useBindMobile();
  const [chosenCode, setDialingCode] = useState<string | null>(null);
  const calls = {
    send: async (mobileNum: string) =>
      (await send.mutateAsync({ mobileNum, countryDialingCode: dialingCode })).expiredMinutes,
    bind: (request: { target: string; verificationCode: string; loginPassword?: string }) =>
      bind.mutateAsync({
        mobileNum: request.target,
        countryDialingCode: dialingCode,
        verificationCode: request.verificationCode,
        loginPassword: request.loginPassword,
      }),
  };
  const flow = useBindForm('mobileNum', config.mobileBound, calls, onDone);
  const dialingCode =
    chosenCode ?? flow.rules?.settings.countryDialingCode ?? countries[0]?.dialingCode ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} data-testid="mobile-bind-form">
      <Note>
        {config.mobileBound
          ? t('bind.mobileReplaceNote', { mobile: config.mobile })
          : t('bind.mobileNote')}
      </Note>
      <SecurityInput
        name="mobileNum"
        form={flow.form}
        inputMode="numeric"
        autoComplete="tel-national"
        leading={
          <DialingCodeSelect
            countries={countries}
            value={dialingCode}
            onChange={setDialingCode}
            testId="security-dialing-code"
          />
        }
      />
      <SecurityInput
        name="verificationCode"
        form={flow.form}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={!flow.codeSent}
        trailing={<SendCodeButton onSend={flow.sendCode} testId="security-send-code" />}
      />
      {config.mobileBound && (
        <SecurityInput
          name="loginPassword"
          form={flow.form}
          type="password"
          autoComplete="current-password"
        />
      )}
      <Button type="submit" block loading={flow.pending} data-testid="mobile-bind-submit">
        {t('bind.submit')}
      </Button>
    </form>
  );
}
