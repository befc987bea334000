import { useCallback, useState } from 'react';

import { useRuleSet, validateField, type ValidationError } from '../../lib/validation';
import type { LoginMethod } from './login-entries';
import { METHOD_FIELDS, RULE_NAME, type LoginField, type LoginValues } from './login-fields';

type Checked = LoginField | 'captcha';

/**
 * Field errors of the login form by the server's login rules (spec §5). Errors are recomputed on
 * every render and hold i18n keys, so a language change re-validates and re-translates them (spec §4);
 * a field shows its error once it was left or the form was submitted.
 */
export function useLoginValidation(values: LoginValues, captcha: string | null) {
  const rules = useRuleSet().data?.fields;
  const [shown, setShown] = useState<ReadonlySet<Checked>>(new Set());

  const errorOf = useCallback(
    (field: Checked): ValidationError | null => {
      if (field === 'captcha' && captcha === null) return null;
      const value = field === 'captcha' ? (captcha ?? '') : values[field];
      // Surrounding blanks are dropped before sending, but a blank-only value must still fail.
      const sent = field === 'password' || value.trim() === '' ? value : value.trim();
      return validateField(RULE_NAME[field], sent, rules?.[RULE_NAME[field]]);
    },
    [values, captcha, rules],
  );

  const show = useCallback((...fields: Checked[]) => {
    setShown((previous) => new Set([...previous, ...fields]));
  }, []);

  /** Shows every error of the method; the first failing field, or null when the form is valid. */
  const check = (method: LoginMethod): Checked | null => {
    const fields: Checked[] = [...METHOD_FIELDS[method], 'captcha'];
    show(...fields);
    return fields.find((field) => errorOf(field) !== null) ?? null;
  };

  const visibleError = (field: Checked) => (shown.has(field) ? errorOf(field) : null);
  const reset = useCallback(() => setShown(new Set()), []);

  return { errorOf, visibleError, show, check, reset };
}
