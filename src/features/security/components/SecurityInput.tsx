import { useTranslation } from '../../../lib/i18n';
import { TextField, type FormFields, type TextFieldProps } from '../../../ui/form';

type Extra = Partial<
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onValueChange' | 'error' | 'form'>
>;

export interface SecurityInputProps<N extends string> extends Extra {
  name: N;
  form: FormFields<N>;
}

/**
 * An input of a security form: label `security:fields.<name>`, test id `security-<name>`; errors
 * are validation keys of `shell` (or namespaced keys such as `common:errors.…`).
 */
export function SecurityInput<N extends string>({ name, form, ...rest }: SecurityInputProps<N>) {
  const { t } = useTranslation('shell');
  const error = form.errors[name];
  return (
    <TextField
      required
      {...rest}
      name={name}
      label={t(`security:fields.${name}`)}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={error ? t(error.key, error.params) : null}
      inputRef={form.inputRef(name)}
      testId={`security-${name}`}
    />
  );
}
