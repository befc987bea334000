import type { FastifyInstance } from 'fastify';

import { LUCKY7 } from './app';
import { freshName, sendEncrypted } from './accounts';

/** A new lucky7 account through the real (encrypted) registration; returns its name and token. */
export async function registerLucky7(app: FastifyInstance, affiliateCode?: string) {
  const username = freshName('c');
  const response = await sendEncrypted(app, LUCKY7, 'PUT', '/wps/member/register', {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    email: 'player@example.com',
    nickname: 'Content Player',
    registerMethod: 'H5',
    type: 0,
    ...(affiliateCode ? { affiliateCode } : {}),
  });
  const token = response.json<{ value?: { token?: string } }>().value?.token;
  if (!token) throw new Error(`registration failed: ${response.body}`);
  return { username, token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A `/wps` call as `merchant` with `token`; answers the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  merchant: string,
  token: string | undefined,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { merchant, ...(token ? { authorization: token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    ...response.json<{ success: boolean; value: T; errorCode?: string; message?: string }>(),
  };
}
