import type { RememberedCredentials } from '../../lib/remembered-credentials';
import type { LoginMethod } from './login-entries';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
}

export type LoginField = keyof LoginValues;

export const EMPTY_VALUES: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
};

/** Fields of each method, in display order. */
export const METHOD_FIELDS: Record<LoginMethod, readonly LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

/** The server's login rule for each field (spec §5: loginUsername, loginPassword, …). */
export const RULE_NAME: Record<LoginField | 'captcha', string> = {
  username: 'loginUsername',
  password: 'loginPassword',
  mobileNum: 'loginMobileNum',
  verificationCode: 'verificationCode',
  captcha: 'captcha',
};

/** Input limits of spec §9: mobile 20, SMS code 10 digits. */
export const MAX_LENGTH: Partial<Record<LoginField, number>> = {
  mobileNum: 20,
  verificationCode: 10,
};

/** Keeps only what a field may hold (the SMS code is digits only). */
export const sanitize = (field: LoginField, value: string): string => {
  const limited = field === 'verificationCode' ? value.replace(/\D/g, '') : value;
  const max = MAX_LENGTH[field];
  return max === undefined ? limited : limited.slice(0, max);
};

/** Form values from remembered credentials (an SMS login remembers the mobile number only). */
export const valuesFrom = (saved: RememberedCredentials): LoginValues =>
  saved.type === 'sms'
    ? { ...EMPTY_VALUES, mobileNum: saved.username }
    : { ...EMPTY_VALUES, username: saved.username, password: saved.password };

/** What "remember password" keeps for a method. */
export const credentialsFrom = (method: LoginMethod, values: LoginValues): RememberedCredentials =>
  method === 'sms'
    ? { type: 'sms', username: values.mobileNum.trim(), password: '' }
    : { type: 'username', username: values.username.trim(), password: values.password };
