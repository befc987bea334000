import { useState } from 'react';

import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { type FieldRule, useRuleSet, validateField } from '../../../lib/validation';
import { toast } from '../../../ui';
import { useFormFields } from '../../../ui/form';
import { type DownlineType, type OpenedDownline, useOpenDownline } from '../api/open-downline';

export const DOWNLINE_FIELDS = ['username', 'password', 'confirmPassword', 'nickname'] as const;
export type DownlineField = (typeof DOWNLINE_FIELDS)[number];

const EMPTY: Record<DownlineField, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
};

/** The registration rule of a field, shown on this form whatever the sign-up form does with it. */
const ruleFor = (rule: FieldRule | undefined, required: boolean): FieldRule => ({
  ...rule,
  enabled: true,
  required,
});

/** Values, checks (the registration field rules) and submit of the open-account form. */
export function useDownlineForm() {
  const { t } = useTranslation('agent');
  const rules = useRuleSet().data;
  const form = useFormFields(EMPTY, (name, values) =>
    validateField(name, values[name], ruleFor(rules?.fields[name], name !== 'nickname'), {
      password: values.password,
    }),
  );
  const [customerType, setCustomerType] = useState<DownlineType>(0);
  const [opened, setOpened] = useState<OpenedDownline | null>(null);
  const open = useOpenDownline();

  const submit = async () => {
    if (!form.validateAll(DOWNLINE_FIELDS)) return;
    const { nickname, ...account } = form.values;
    try {
      const trimmedNickname = nickname.trim();
      setOpened(
        await open.mutateAsync({
          ...account,
          username: account.username.trim(),
          customerType,
          ...(trimmedNickname ? { nickname: trimmedNickname } : {}),
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'username.exists')
        form.showError('username', { key: 'common:errors.username_exists' });
      else toast.show(errorMessage(t, error), { duration: 'short' });
    }
  };

  const reset = () => {
    for (const name of DOWNLINE_FIELDS) form.fill(name, '');
    setCustomerType(0);
    setOpened(null);
  };

  return { form, customerType, setCustomerType, submit, pending: open.isPending, opened, reset };
}
