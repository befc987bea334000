import { useTranslation } from '../../../lib/i18n';
import { type FormFields, TextField } from '../../../ui/form';
import type { DownlineField } from './use-downline-form';

const TYPES: Record<DownlineField, string> = {
  username: 'text',
  password: 'password',
  confirmPassword: 'password',
  nickname: 'text',
};

/** One input of the open-account form; errors are shell validation keys. */
export function DownlineInput({
  name,
  form,
}: {
  name: DownlineField;
  form: FormFields<DownlineField>;
}) {
  const { t } = useTranslation('agent');
  const error = form.errors[name];
  return (
    <TextField
      name={name}
      type={TYPES[name]}
      label={t(`register.fields.${name}`)}
      placeholder={t(`register.placeholders.${name}`)}
      required={name !== 'nickname'}
      autoComplete={TYPES[name] === 'password' ? 'new-password' : 'off'}
      value={form.values[name]}
      onValueChange={(value) => form.setValue(name, value)}
      error={error ? t(error.key, { ns: 'shell', ...error.params }) : null}
      inputRef={form.inputRef(name)}
      testId={`downline-${name}`}
    />
  );
}
