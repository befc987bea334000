import type { FieldRule, RuleSet } from '../../../lib/validation';
import { registerByMobile } from '../api/register-by-mobile';
import type { RegisterField } from '../register-fields';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const MOBILE_FORM_FIELDS = [
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegisterField[];

/** Mobile form rules: the number always, the code with verification on, passwords with mobile-with-password. */
function mobileFormRule(name: RegisterField, rules: RuleSet): FieldRule | undefined {
  const { mobileVerification, mobileWithPassword } = rules.settings;
  const forced = (on: boolean): FieldRule => ({ ...rules.fields[name], enabled: on, required: on });
  if (name === 'mobileNum') return forced(true);
  if (name === 'verificationCode') return forced(mobileVerification);
  if (name === 'password') return forced(mobileWithPassword);
  if (name === 'confirmPassword') return mobileWithPassword ? undefined : forced(false);
  return rules.fields[name];
}

/** Mobile-number registration (spec §2). */
export function MobileForm(props: RegisterFormProps) {
  const ruleOf = (name: RegisterField) => mobileFormRule(name, props.rules);
  return (
    <RegisterForm
      {...props}
      ruleOf={ruleOf}
      fields={MOBILE_FORM_FIELDS.filter(
        (name) => ruleOf(name)?.enabled ?? name === 'confirmPassword',
      )}
      submit={(payload, domain) =>
        registerByMobile(
          {
            ...payload,
            mobileNum: payload.mobileNum ?? '',
            countryDialingCode: props.carried.dialingCode,
          },
          domain,
        )
      }
      testId="register-mobile-form"
    />
  );
}
