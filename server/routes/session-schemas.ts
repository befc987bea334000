import { singleLineText } from '../../contract/inputs';
import { stringOrNumber } from '../http/requester';

/**
 * Decrypted login payload (protocol.md §5): `username` + `password` for type `username` (the
 * default), `mobileNum` + `verificationCode` for `sms`, `firebaseChannel` + `firebaseIdToken` for
 * `firebase`.
 */
export const loginBodySchema = {
  type: 'object',
  properties: {
    username: { ...singleLineText(64), minLength: 1 },
    password: { ...singleLineText(128), minLength: 1 },
    type: { enum: ['username', 'sms', 'firebase'], default: 'username' },
    captcha: { type: 'string', pattern: '^[0-9]{0,6}$' },
    loginDeviceId: singleLineText(64),
    mobileNum: stringOrNumber(32),
    verificationCode: stringOrNumber(16),
    countryDialingCode: stringOrNumber(8),
    firebaseChannel: singleLineText(16),
    firebaseIdToken: singleLineText(4096),
  },
  allOf: [
    {
      if: { properties: { type: { const: 'username' } } },
      then: { required: ['username', 'password'] },
    },
  ],
} as const;

export interface LoginBody {
  username?: string;
  password?: string;
  type: 'username' | 'sms' | 'firebase';
  captcha?: string;
  loginDeviceId?: string;
  mobileNum?: string | number;
  verificationCode?: string | number;
  countryDialingCode?: string | number;
  firebaseChannel?: string;
  firebaseIdToken?: string;
}

export const freeplayBodySchema = {
  anyOf: [{ type: 'null' }, { type: 'object', properties: { loginDeviceId: singleLineText(64) } }],
} as const;
