import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { forgetCredentials, isRememberOn, loadCredentials, saveCredentials } from '../../lib/remembered-credentials';
import { useSessionStore } from '../../lib/session-store';
import { useTenant } from '../../tenant/hooks';
import { fetchCaptcha } from './api/captcha';
import { useLogin } from './api/login';
import { needsCaptcha, safeRedirect, sessionFromLogin } from './session-from-login';

/** State and submit logic of the username + password login form. */
export function useLoginForm() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSessionStore((state) => state.setSession);
  const mutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [remember, setRemember] = useState(isRememberOn);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    void loadCredentials('username').then((saved) => {
      if (!alive || !saved) return;
      setUsername(saved.username);
      setPassword(saved.password);
    });
    return () => {
      alive = false;
    };
  }, []);

  const refreshCaptcha = () => {
    setCaptcha('');
    fetchCaptcha().then(setCaptchaImage, () => setCaptchaImage(null));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    if (captchaImage !== null && !captcha.trim()) {
      setError(t('common:messages.enter_captcha'));
      return;
    }
    setError(null);
    try {
      const result = await mutation.mutateAsync({ username: username.trim(), password, captcha: captcha.trim() });
      if (remember) await saveCredentials({ type: 'username', username: username.trim(), password });
      else forgetCredentials();
      setSession(sessionFromLogin(result, tenant.merchantCode));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(errorMessage(t, failure));
      if (isApiError(failure) && (needsCaptcha(failure.value) || captchaImage !== null)) refreshCaptcha();
    }
  };

  return {
    fields: { username, password, captcha, remember },
    set: { username: setUsername, password: setPassword, captcha: setCaptcha, remember: setRemember },
    captchaImage,
    refreshCaptcha,
    error,
    pending: mutation.isPending,
    submit,
  };
}
