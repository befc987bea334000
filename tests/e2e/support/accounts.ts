import { createCipheriv } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import type { Tenant } from '../../../schema/tenant';
import { randomAlphanumeric } from '../../../src/lib/crypto/random';
import { rsaEncryptHex } from '../../../src/lib/crypto/rsa';
import { E2E_PORT } from './env';

/** The reference server by IP: API calls pick the tenant by the Merchant header, not the host. */
export const API_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export interface TestAccount {
  username: string;
  password: string;
  /** National number, when the account was registered by mobile. */
  mobileNum?: string;
}

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  code?: string;
}

type Settings = Record<string, { enabled?: boolean; required?: boolean } | undefined> & {
  _settings: {
    mobileRegistration: boolean;
    mobileVerification: boolean;
    countryDialingCode: string;
  };
};

/** DES-ECB-PKCS7 under the first 8 characters of `key` (single DES as 3DES with the key thrice). */
function desEncryptBase64(plaintext: string, key: string): string {
  const des = Buffer.from(key.slice(0, 8), 'utf8');
  const cipher = createCipheriv('des-ede3', Buffer.concat([des, des, des]), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

const random = (digits: number) =>
  Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');
export const freshMobile = () => `9${random(9)}`;
export const freshName = (prefix: string) => `${prefix}${randomAlphanumeric(8).toLowerCase()}`;

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** An encrypted call of protocol.md §3 (register): encrypted when the tenant uses TCG. */
  encrypted?: boolean;
  /** A session token (Authorization header). */
  token?: string;
}

/** One `/wps` call as the site makes it; answers the envelope. */
export async function call<T>(
  request: APIRequestContext,
  tenant: Tenant,
  { method, path, body, encrypted, token }: Call,
) {
  const headers: Record<string, string> = {
    Merchant: tenant.merchantCode,
    'Content-Type': 'application/json',
    ...(token ? { Authorization: token } : {}),
  };
  let data: unknown = body;
  if (encrypted && tenant.api.encryption === 'tcg') {
    const modulus = (
      await call<string>(request, tenant, { method: 'GET', path: '/wps/session/key/rsa' })
    ).value;
    const key = randomAlphanumeric(16);
    headers.Encryption = rsaEncryptHex([...key].reverse().join(''), modulus);
    data = { value: desEncryptBase64(JSON.stringify(body), key) };
  }
  const response = await request.fetch(`${API_ORIGIN}${path}`, { method, headers, data });
  return (await response.json()) as Envelope<T>;
}

/** Messages the server "sent" (newest first), waiting until `count` of them exist. */
export async function outbox(
  request: APIRequestContext,
  query: { channel: string; to: string },
  count = 1,
) {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`${API_ORIGIN}/dev/outbox`, { params: query });
      messages = ((await response.json()) as Envelope<OutboxMessage[]>).value;
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** The answer of the captcha this client holds (`captchaId` cookie), from the development outbox. */
export async function captchaAnswer(
  request: APIRequestContext,
  captchaId: string,
): Promise<string> {
  const [message] = await outbox(request, { channel: 'captcha', to: captchaId });
  return message?.code ?? '';
}

async function captchaFor(request: APIRequestContext, tenant: Tenant): Promise<string> {
  await call(request, tenant, { method: 'GET', path: '/wps/captcha' });
  const { cookies } = await request.storageState();
  const id = cookies.find((cookie) => cookie.name === 'captchaId')?.value ?? '';
  return captchaAnswer(request, id);
}

/** An SMS number as the outbox addresses it: `+<dialing code><number>`. */
export const smsAddress = (settings: { countryDialingCode: string }, mobileNum: string) =>
  `+${settings.countryDialingCode}${mobileNum}`;

export async function registerSettings(request: APIRequestContext, tenant: Tenant) {
  return (
    await call<Settings>(request, tenant, { method: 'GET', path: '/wps/system/setting/register' })
  ).value;
}

/** Registers through one of the (encrypted) register calls; returns the new account's user name. */
async function register(request: APIRequestContext, tenant: Tenant, path: string, body: object) {
  const answer = await call<{ userName: string }>(request, tenant, {
    method: 'PUT',
    path,
    body,
    encrypted: true,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.value.userName;
}

/**
 * A new account through the real registration API: by mobile number when the tenant offers it (so it
 * can also log in by SMS), else by username. Returns what logs in by username and password.
 */
export async function createAccount(
  request: APIRequestContext,
  tenant: Tenant,
  /** Further registration fields, e.g. `{ affiliateCode: 'AG1001' }` for an upline. */
  fields: Record<string, string> = {},
): Promise<TestAccount> {
  const settings = await registerSettings(request, tenant);
  const password = `Pw${random(6)}`;
  const extra: Record<string, string> = { ...fields };
  if (settings.captcha?.enabled) extra.captcha = await captchaFor(request, tenant);
  if (settings.email?.required) extra.email = `${freshName('e2e')}@example.com`;
  if (settings.nickname?.required) extra.nickname = freshName('Nick');
  if (settings._settings.mobileRegistration) {
    const mobileNum = freshMobile();
    if (settings._settings.mobileVerification) {
      await call(request, tenant, {
        method: 'POST',
        path: '/wps/verification/sms/register',
        body: { mobileNo: mobileNum },
      });
      const [sms] = await outbox(request, {
        channel: 'sms',
        to: smsAddress(settings._settings, mobileNum),
      });
      extra.verificationCode = sms?.code ?? '';
    }
    const body = { mobileNum, password, confirmPassword: password, ...extra };
    const username = await register(request, tenant, '/wps/member/register/mobile', body);
    return { username, password, mobileNum };
  }
  const body = {
    username: freshName('e2e'),
    password,
    confirmPassword: password,
    type: 0,
    ...extra,
  };
  return { username: await register(request, tenant, '/wps/member/register', body), password };
}

/** One SMS per number per minute (server/domain/one-time-codes.ts RESEND_INTERVAL_MS). */
const SMS_RESEND_MS = 60_000;

/**
 * Lets the one-SMS-a-minute window of `to` (`+<cc><number>`) pass on the development server, for that
 * number only: moving the server's clock instead would also expire the one-minute codes of tests
 * running beside this one.
 */
export async function passResendWindow(request: APIRequestContext, tenant: Tenant, to: string) {
  const response = await request.post(`${API_ORIGIN}/dev/code-sends/age`, {
    data: { tenant: tenant.code, to, ms: SMS_RESEND_MS },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
