import { useState, type FormEvent } from 'react';

import { useTranslation } from '../../lib/i18n';
import { useRuleSet, validateField, type ValidationError } from '../../lib/validation';
import { confirm } from '../../ui';
import { useLinkSocial } from './api/link-social';
import { useRegisterSocial } from './api/register-social';
import { useLoginSuccess } from './use-login-success';
import type { PendingLink } from './use-social-callback';

export type LinkChoice = 'existing' | 'register';

/** Rules per choice: an existing account signs in by the login rules, a new one by the register rules. */
const RULES: Record<LinkChoice, { username: string; password: string }> = {
  existing: { username: 'loginUsername', password: 'loginPassword' },
  register: { username: 'username', password: 'password' },
};

/** The account-linking step: link an existing account or register a new one, after a last warning. */
export function useSocialLink(link: PendingLink) {
  const { t } = useTranslation('shell');
  const rules = useRuleSet().data?.fields;
  const onSuccess = useLoginSuccess();
  const linkExisting = useLinkSocial();
  const register = useRegisterSocial();
  const [choice, setChoice] = useState<LinkChoice>('existing');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const errorOf = (field: 'username' | 'password'): ValidationError | null => {
    if (!checked) return null;
    const name = RULES[choice][field];
    const value = field === 'username' ? username.trim() || username : password;
    return validateField(name, value, rules?.[name]);
  };

  const choose = (next: LinkChoice) => {
    setChoice(next);
    setChecked(false);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const names = RULES[choice];
    const invalid =
      validateField(names.username, username.trim() || username, rules?.[names.username]) ??
      validateField(names.password, password, rules?.[names.password]);
    if (invalid) return;
    const sure = await confirm({
      title: t('common:prompt'),
      message: t('auth.link.permanent'),
      cancelLabel: t('common:cancel'),
      submitLabel: t('common:confirm'),
    });
    if (!sure) return;
    setFailure(null);
    const request = { linkToken: link.linkToken, username: username.trim(), password };
    try {
      const mutation = choice === 'existing' ? linkExisting : register;
      onSuccess(await mutation.mutateAsync(request));
    } catch (error) {
      setFailure(error);
    }
  };

  return {
    choice,
    choose,
    username,
    setUsername,
    password,
    setPassword,
    errorOf,
    failure,
    pending: linkExisting.isPending || register.isPending,
    submit,
  };
}
