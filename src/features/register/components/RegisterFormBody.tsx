import { Fragment, type FormEvent } from 'react';

import type { Country } from '../../../lib/countries';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import {
  CaptchaField,
  DialingCodeSelect,
  SendCodeButton,
  type Captcha,
  type FormFields,
} from '../../../ui/form';
import type { RegisterField } from '../register-fields';
import { AgreeTerms } from './AgreeTerms';
import { CaptchaImage } from './CaptchaImage';
import { RegisterInput } from './RegisterInput';

export interface RegisterFormBodyProps {
  form: FormFields<RegisterField>;
  /** Shown fields in display order. */
  fields: readonly RegisterField[];
  isRequired(name: RegisterField): boolean;
  dialing: { countries: readonly Country[]; value: string; onChange(code: string): void };
  sendCode(): Promise<number>;
  captcha: { image: string | null; reload(): void };
  /** The captcha a refused SMS send asks for, shown above the code. */
  smsCaptcha: Captcha;
  agreed: boolean;
  onAgree(agreed: boolean): void;
  pending: boolean;
  onSubmit(): void;
  testId: string;
}

/** The inputs of either registration form, the agree checkbox and the register button. */
export function RegisterFormBody(props: RegisterFormBodyProps) {
  const {
    form,
    fields,
    isRequired,
    dialing,
    sendCode,
    captcha,
    smsCaptcha,
    agreed,
    onAgree,
    pending,
    onSubmit,
    testId,
  } = props;
  const { t } = useTranslation('shell');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} data-testid={testId}>
      {fields.map((name) => (
        <Fragment key={name}>
          {name === 'verificationCode' && (
            <CaptchaField captcha={smsCaptcha} testId="register-sms-captcha" />
          )}
          <RegisterInput
            name={name}
            required={isRequired(name)}
            form={form}
            leading={
              name === 'mobileNum' && (
                <DialingCodeSelect {...dialing} testId="register-dialing-code" />
              )
            }
            trailing={
              (name === 'verificationCode' && (
                <SendCodeButton onSend={sendCode} testId="register-send-code" />
              )) ||
              (name === 'captcha' && (
                <CaptchaImage image={captcha.image} onReload={captcha.reload} />
              ))
            }
          />
        </Fragment>
      ))}
      <AgreeTerms agreed={agreed} onChange={onAgree} />
      <Button
        type="submit"
        block
        disabled={!agreed}
        loading={pending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
