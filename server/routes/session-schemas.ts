/** Decrypted login payload (protocol.md §5); extra spec fields (firebase, dialing code) are accepted. */
export const loginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    type: { enum: ['username', 'sms', 'firebase'], default: 'username' },
    captcha: { type: 'string', pattern: '^[0-9]{0,6}$' },
    loginDeviceId: { type: 'string', maxLength: 64 },
  },
} as const;

export interface LoginBody {
  username: string;
  password: string;
  type: 'username' | 'sms' | 'firebase';
  captcha?: string;
  loginDeviceId?: string;
}

export const freeplayBodySchema = {
  anyOf: [
    { type: 'null' },
    { type: 'object', properties: { loginDeviceId: { type: 'string', maxLength: 64 } } },
  ],
} as const;
