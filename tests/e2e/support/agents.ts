import { expect, type APIRequestContext } from '@playwright/test';

import type { Tenant } from '../../../schema/tenant';
import { call, freshName, type TestAccount } from './accounts';
import { DEMO_PASSWORD, type LoginValue } from './login';

/** Logs an account in through the real (encrypted) login call: the answer the site keeps. */
export async function apiLogin(
  request: APIRequestContext,
  tenant: Tenant,
  username: string,
  password = DEMO_PASSWORD,
): Promise<LoginValue> {
  const answer = await call<LoginValue>(request, tenant, {
    method: 'POST',
    path: '/wps/session/login',
    body: { username, password, type: 'username' },
    encrypted: true,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.value;
}

/** Logs an account in through the real (encrypted) login call and returns its token. */
export const apiToken = async (
  request: APIRequestContext,
  tenant: Tenant,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> => (await apiLogin(request, tenant, username, password)).token;

/**
 * A fresh account opened by `agent` through `POST /wps/agent/downline`: a sub-agent (type 1) by
 * default, or a member with `customerType: 0`. Tests that change an agent's state use one of these
 * so parallel tests never share it.
 */
export async function openDownline(
  request: APIRequestContext,
  tenant: Tenant,
  options: { agent?: string; customerType?: 0 | 1; prefix?: string } = {},
): Promise<TestAccount & { memberId: number }> {
  const token = await apiToken(request, tenant, options.agent ?? 'agent1');
  const password = `Pw${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const answer = await call<{ memberId: number; username: string }>(request, tenant, {
    method: 'POST',
    path: '/wps/agent/downline',
    body: {
      username: freshName(options.prefix ?? 'ag'),
      password,
      customerType: options.customerType ?? 1,
    },
    encrypted: true,
    token,
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return { username: answer.value.username, password, memberId: answer.value.memberId };
}
