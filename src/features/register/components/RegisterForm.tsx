import { useCountries } from '../../../lib/countries';
import type { RuleSet } from '../../../lib/validation';
import type { StoredAffiliate } from '../affiliate-from-url';
import type { RegisterField } from '../register-fields';
import {
  useRegisterForm,
  type CarriedMobile,
  type RegisterFormOptions,
} from '../use-register-form';
import { RegisterFormBody } from './RegisterFormBody';

/** What the registration screen gives either form. */
export interface RegisterFormProps {
  rules: RuleSet;
  carried: CarriedMobile;
  onCarry(carried: CarriedMobile): void;
  urlAffiliate: StoredAffiliate | null;
  agreed: boolean;
  onAgree(agreed: boolean): void;
}

interface RegisterFormShape extends Pick<RegisterFormOptions, 'ruleOf' | 'fields' | 'submit'> {
  testId: string;
}

/** One registration form: the variant's fields, rules and submit call on the shared form state. */
export function RegisterForm({
  agreed,
  onAgree,
  testId,
  ...options
}: RegisterFormProps & RegisterFormShape) {
  const countries = useCountries().data ?? [];
  const state = useRegisterForm(options);
  const { ruleOf, fields } = options;
  return (
    <RegisterFormBody
      {...state}
      fields={fields}
      isRequired={(name: RegisterField) =>
        name === 'confirmPassword' || (ruleOf(name)?.required ?? false)
      }
      dialing={{ ...state.dialing, countries }}
      agreed={agreed}
      onAgree={onAgree}
      testId={testId}
    />
  );
}
