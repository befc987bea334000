import { useCallback, useState, type FormEvent } from 'react';

import { isApiError } from '../../lib/api-client';
import {
  forgetCredentials,
  isRememberOn,
  saveCredentials,
  type RememberedCredentials,
} from '../../lib/remembered-credentials';
import { useCaptcha } from '../../ui/form';
import { useLogin, type LoginRequest } from './api/login';
import type { LoginMethod } from './login-entries';
import {
  credentialsFrom,
  EMPTY_VALUES,
  sanitize,
  valuesFrom,
  type LoginField,
  type LoginValues,
} from './login-fields';
import { needsCaptcha } from './session-from-login';
import { useLoginSuccess } from './use-login-success';
import { useLoginValidation } from './use-login-validation';
import { useRememberedLogin } from './use-remembered-login';

function requestFor(method: LoginMethod, values: LoginValues, captcha: string): LoginRequest {
  return method === 'sms'
    ? {
        type: 'sms',
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode,
        captcha,
      }
    : { type: 'username', username: values.username.trim(), password: values.password, captcha };
}

/** State and submit logic of the login form, for both methods (spec §2 Login, §4 Login). */
export function useLoginForm(method: LoginMethod) {
  const onSuccess = useLoginSuccess();
  const mutation = useLogin();
  const captcha = useCaptcha();
  const [values, setValues] = useState<LoginValues>(EMPTY_VALUES);
  const [remember, setRemember] = useState(isRememberOn);
  const [failure, setFailure] = useState<unknown>(null);
  const validation = useLoginValidation(values, captcha.required ? captcha.code : null);

  const restore = useCallback((saved: RememberedCredentials) => setValues(valuesFrom(saved)), []);
  useRememberedLogin(method, restore);

  const set = (field: LoginField, value: string) =>
    setValues((previous) => ({ ...previous, [field]: sanitize(field, value) }));

  /** Called by the tab switch before the method changes: the other method starts blank. */
  const clear = () => {
    setValues(EMPTY_VALUES);
    setFailure(null);
    validation.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validation.check(method);
    if (invalid) {
      (event.currentTarget.elements.namedItem(invalid) as HTMLElement | null)?.focus();
      return;
    }
    setFailure(null);
    try {
      const result = await mutation.mutateAsync(requestFor(method, values, captcha.code));
      if (remember) await saveCredentials(credentialsFrom(method, values));
      else forgetCredentials();
      onSuccess(result);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && (needsCaptcha(error.value) || captcha.required)) captcha.refresh();
    }
  };

  return {
    values,
    set,
    clear,
    remember,
    setRemember,
    captcha,
    validation,
    failure,
    pending: mutation.isPending,
    submit,
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
