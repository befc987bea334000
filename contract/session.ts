import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { singleLineText, stringOrNumber } from './inputs';
import { boolean, integer, nothing, number, record, string } from './schema';

/** A session just opened: what login, free play, registration and social sign-in answer. */
export const loginSession = record({
  /** The raw token for the `Authorization` header. */
  token: string,
  userName: string,
  customerType: integer,
  /** True on the account's very first login. */
  firstTimeLogin: boolean,
  merchantCode: string,
});
export type LoginSession = FromSchema<typeof loginSession>;

/** `GET /wps/session/key/rsa`: the transport key's RSA modulus as lowercase hex (protocol.md §3). */
export const getRsaKey = endpoint({
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: 'public',
  response: string,
});

/**
 * Decrypted login payload (protocol.md §5): `username` + `password` for type `username` (the
 * default), `mobileNum` + `verificationCode` for `sms`, `firebaseChannel` + `firebaseIdToken` for
 * `firebase`.
 */
const loginBody = {
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

/**
 * `POST /wps/session/login` (encrypted): by username and password, SMS code or social token. A
 * failure's `value` is `{ captcha }` (a captcha is now required) or, for `social.not.linked`, the
 * identity and its `linkToken`.
 */
export const logIn = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'public',
  body: loginBody,
  response: loginSession,
});

const freePlaySession = record({
  token: string,
  userName: string,
  /** Always 4: a free-trial account. */
  customerType: integer,
  /** The tenant's trial merchant code. */
  merchantCode: string,
});
export type FreePlaySession = FromSchema<typeof freePlaySession>;

/** `POST /wps/session/login/freeplay` (body optional): a new free-trial account, logged in. */
export const startFreePlay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'public',
  body: {
    anyOf: [nothing, { type: 'object', properties: { loginDeviceId: singleLineText(64) } }],
  },
  response: freePlaySession,
});

/** `DELETE /wps/session/logout`: revokes the caller's token. */
export const logOut = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'session',
  response: boolean,
});

/** `POST /wps/session/logout`: the same, for clients that cannot send DELETE. */
export const logOutByPost = endpoint({
  method: 'POST',
  path: '/wps/session/logout',
  auth: 'session',
  response: boolean,
});

/** `GET /wps/session/touch`: renews the session's idle expiry. */
export const touchSession = endpoint({
  method: 'GET',
  path: '/wps/session/touch',
  auth: 'session',
  /** `expiresAt`: epoch ms of the renewed idle expiry. */
  response: record({ expiresAt: number }),
});

/**
 * `GET /wps/captcha`: an arithmetic captcha as a `data:image/svg+xml;base64,…` URL; its answer is
 * tied to the `captchaId` cookie the answer sets (single use, 5 minutes).
 */
export const getCaptcha = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  auth: 'public',
  response: string,
});
