import { randomInt } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { tcgEncrypt } from './tcg-client';

/** A fresh username / national mobile number so tests never collide. */
export const freshName = (prefix = 'u') => `${prefix}${randomInt(10_000_000, 100_000_000)}`;
export const freshMobile = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

/** Sends `payload` TCG-encrypted (valid for every tenant). */
export async function sendEncrypted(
  app: FastifyInstance,
  merchant: string,
  method: 'PUT' | 'POST',
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const key = await app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    headers: { merchant },
  });
  const { encryption, body } = tcgEncrypt(key.json<{ value: string }>().value, payload);
  return app.inject({ method, url, headers: { merchant, encryption, ...headers }, payload: body });
}

export function sendJson(
  app: FastifyInstance,
  merchant: string,
  method: 'PUT' | 'POST',
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, headers: { merchant, ...headers }, payload });
}

export interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject?: string;
  body: string;
  code?: string;
  createdAt: number;
  tenant: string;
}

export async function outbox(app: FastifyInstance, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query });
  return response.json<{ value: OutboxEntry[] }>().value;
}

/** The newest code sent to `to` (an SMS number `+<cc><n>`, an e-mail or a captchaId). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [entry] = await outbox(app, { to });
  if (!entry?.code) throw new Error(`nothing sent to ${to}`);
  return entry.code;
}

/** Fetches a captcha; its answer is read from the development outbox. */
export async function captchaFor(app: FastifyInstance, merchant: string) {
  const response = await app.inject({ method: 'GET', url: '/wps/captcha', headers: { merchant } });
  const id = response.cookies.find((cookie) => cookie.name === 'captchaId')?.value ?? '';
  return { id, answer: await latestCode(app, id), cookie: `captchaId=${id}` };
}

/** Asks an SMS code for `mobile` (national) and returns it with the full number. */
export async function smsCode(
  app: FastifyInstance,
  merchant: string,
  kind: 'register' | 'noLogin',
  mobile: string,
  dialingCode: string,
) {
  const payload =
    kind === 'register'
      ? { mobileNo: mobile, countryDialingCode: dialingCode }
      : { mobileNum: mobile, module: 'VERIFICATION3', countryDialingCode: dialingCode };
  const response = await sendJson(app, merchant, 'POST', `/wps/verification/sms/${kind}`, payload);
  const full = `+${dialingCode}${mobile}`;
  return { response, full, code: response.json().success ? await latestCode(app, full) : '' };
}

/** Registers an account by mobile number with the SMS code from the outbox; returns its user name. */
export async function registerByMobile(
  app: FastifyInstance,
  merchant: string,
  mobile: { national: string; dialingCode: string },
  password: string,
): Promise<string> {
  const { code } = await smsCode(app, merchant, 'register', mobile.national, mobile.dialingCode);
  const response = await sendEncrypted(app, merchant, 'PUT', '/wps/member/register/mobile', {
    mobileNum: mobile.national,
    verificationCode: code,
    password,
    confirmPassword: password,
  });
  const userName = response.json<{ value?: { userName?: string } }>().value?.userName;
  if (!userName) throw new Error(`mobile registration failed: ${response.body}`);
  return userName;
}
