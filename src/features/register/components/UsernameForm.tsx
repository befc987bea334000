import { useCountries } from '../../../lib/countries';
import type { RuleSet } from '../../../lib/validation';
import type { StoredAffiliate } from '../affiliate-from-url';
import { registerByUsername } from '../api/register-by-username';
import {
  isShown,
  USERNAME_FORM_FIELDS,
  usernameFormRule,
  type RegisterField,
} from '../register-fields';
import { useRegisterForm, type CarriedMobile } from '../use-register-form';
import { RegisterFormBody } from './RegisterFormBody';

export interface RegisterFormProps {
  rules: RuleSet;
  carried: CarriedMobile;
  onCarry(carried: CarriedMobile): void;
  urlAffiliate: StoredAffiliate | null;
  agreed: boolean;
  onAgree(agreed: boolean): void;
}

/** Username registration: the fixed account fields, then every field the server enables (spec §2). */
export function UsernameForm({ rules, agreed, onAgree, ...rest }: RegisterFormProps) {
  const countries = useCountries().data ?? [];
  const ruleOf = (name: RegisterField, mobileNum?: string) =>
    usernameFormRule(name, rules, mobileNum);
  const fields = USERNAME_FORM_FIELDS.filter((name) => isShown(name, ruleOf(name)));
  const state = useRegisterForm({
    ...rest,
    rules,
    ruleOf,
    fields,
    submit: (payload, domain) =>
      registerByUsername(
        { ...payload, username: payload.username ?? '', password: payload.password ?? '' },
        domain,
      ),
  });
  return (
    <RegisterFormBody
      {...state}
      fields={fields}
      isRequired={(name) => name === 'confirmPassword' || (ruleOf(name)?.required ?? false)}
      dialing={{ ...state.dialing, countries }}
      agreed={agreed}
      onAgree={onAgree}
      testId="register-username-form"
    />
  );
}
