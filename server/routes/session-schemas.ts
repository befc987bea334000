import { stringOrNumber } from '../http/requester';

/**
 * Decrypted login payload (protocol.md §5): `username` + `password` for type `username` (the
 * default), `mobileNum` + `verificationCode` for `sms`, `firebaseChannel` + `firebaseIdToken` for
 * `firebase`.
 */
export const loginBodySchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    type: { enum: ['username', 'sms', 'firebase'], default: 'username' },
    captcha: { type: 'string', pattern: '^[0-9]{0,6}$' },
    loginDeviceId: { type: 'string', maxLength: 64 },
    mobileNum: stringOrNumber(32),
    verificationCode: stringOrNumber(16),
    countryDialingCode: stringOrNumber(8),
    firebaseChannel: { type: 'string', maxLength: 16 },
    firebaseIdToken: { type: 'string', maxLength: 4096 },
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
  anyOf: [
    { type: 'null' },
    { type: 'object', properties: { loginDeviceId: { type: 'string', maxLength: 64 } } },
  ],
} as const;
