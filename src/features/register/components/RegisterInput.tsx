import type { ReactNode } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { TextField, type FormFields } from '../../../ui/form';
import { inputProps, type RegisterField } from '../register-fields';

export interface RegisterInputProps {
  name: RegisterField;
  required: boolean;
  form: FormFields<RegisterField>;
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** One registration input: translated label and error, asterisk when required. */
export function RegisterInput({ name, required, form, leading, trailing }: RegisterInputProps) {
  const { t } = useTranslation('shell');
  const error = form.errors[name];
  return (
    <TextField
      {...inputProps(name)}
      name={name}
      label={t(`register.fields.${name}`)}
      placeholder={name === 'captcha' ? t('register.captchaHint') : undefined}
      required={required}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={error ? t(error.key, error.params) : null}
      inputRef={form.inputRef(name)}
      leading={leading}
      trailing={trailing}
      testId={`register-${name}`}
    />
  );
}
