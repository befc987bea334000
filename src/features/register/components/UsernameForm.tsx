import { registerByUsername } from '../api/register-by-username';
import {
  isShown,
  USERNAME_FORM_FIELDS,
  usernameFormRule,
  type RegisterField,
} from '../register-fields';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

/** Username registration: the fixed account fields, then every field the server enables (spec §2). */
export function UsernameForm(props: RegisterFormProps) {
  const ruleOf = (name: RegisterField, mobileNum?: string) =>
    usernameFormRule(name, props.rules, mobileNum);
  return (
    <RegisterForm
      {...props}
      ruleOf={ruleOf}
      fields={USERNAME_FORM_FIELDS.filter((name) => isShown(name, ruleOf(name)))}
      submit={(payload, domain) =>
        registerByUsername(
          { ...payload, username: payload.username ?? '', password: payload.password ?? '' },
          domain,
        )
      }
      testId="register-username-form"
    />
  );
}
