import { useTranslation } from '../../../lib/i18n';
import type { LoginForm } from '../use-login-form';
import { LoginInput } from './LoginInput';

/** Username and password (spec §2 Login, first method). */
export function UsernameFields({ form }: { form: LoginForm }) {
  const { t } = useTranslation('shell');
  const { values, set, validation } = form;
  return (
    <>
      <LoginInput
        label={t('login.username')}
        name="username"
        data-testid="login-username"
        autoComplete="username"
        autoCapitalize="none"
        value={values.username}
        onValue={(value) => set('username', value)}
        onBlur={() => validation.show('username')}
        error={validation.visibleError('username')}
      />
      <LoginInput
        label={t('login.password')}
        name="password"
        data-testid="login-password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValue={(value) => set('password', value)}
        onBlur={() => validation.show('password')}
        error={validation.visibleError('password')}
      />
    </>
  );
}
