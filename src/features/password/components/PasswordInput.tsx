import { useTranslation } from '../../../lib/i18n';
import { TextField, type FormFields, type TextFieldProps } from '../../../ui/form';

type Extra = Partial<
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onValueChange' | 'error' | 'form'>
>;

export interface PasswordFormInputProps<N extends string> extends Extra {
  name: N;
  form: FormFields<N>;
}

/** An input of the password screens bound to its form: label `password.fields.<name>`, translated error. */
export function PasswordFormInput<N extends string>({
  name,
  form,
  ...rest
}: PasswordFormInputProps<N>) {
  const { t } = useTranslation('shell');
  const error = form.errors[name];
  return (
    <TextField
      {...rest}
      name={name}
      label={t(`password.fields.${name}`)}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={error ? t(error.key, error.params) : null}
      inputRef={form.inputRef(name)}
      testId={rest.testId ?? `password-${name}`}
    />
  );
}
