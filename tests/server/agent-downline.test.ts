import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { LUCKY7, loginToken, PERLAS, postLogin, testApp } from './support/app';
import { freshName, sendEncrypted } from './support/accounts';

let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ app } = await testApp());
  for (const name of ['agent1', 'agent2', 'member0'])
    tokens[name] = await loginToken(app, LUCKY7, name);
});
afterAll(() => app.close());

const PASSWORD = 'Secret123';
const open = (payload: Record<string, unknown>, token?: string, merchant = LUCKY7) =>
  sendEncrypted(
    app,
    merchant,
    'POST',
    '/wps/agent/downline',
    payload,
    token ? { authorization: token } : {},
  );

async function memberRow(username: string) {
  const [row] = await app.deps.db.query<{ type: number; upline: string | null; nickname: string }>(
    `SELECT m.customer_type AS type, u.username AS upline, m.nickname FROM members m
       LEFT JOIN members u ON u.id = m.upline_id WHERE m.tenant_id = $1 AND m.username = $2`,
    ['lucky7', username.toLowerCase()],
  );
  return row;
}

describe('POST /wps/agent/downline', () => {
  it('opens a member under the agent, who can then log in', async () => {
    const username = freshName('d');
    const response = await open(
      { username, password: PASSWORD, confirmPassword: PASSWORD, customerType: 0, nickname: 'Neo' },
      tokens.agent1,
    );
    const body = response.json<{
      success: boolean;
      value: { memberId: number; username: string };
    }>();
    expect(body.success).toBe(true);
    expect(body.value.username).toBe(username.toLowerCase());
    expect(body.value.memberId).toBeGreaterThan(0);
    expect(await memberRow(username)).toEqual({ type: 0, upline: 'agent1', nickname: 'Neo' });
    const login = await postLogin(app, LUCKY7, { username, password: PASSWORD, type: 'username' });
    expect(login.json().value.customerType).toBe(0);
  });

  it('opens a sub-agent (type 1) for a type-1 agent', async () => {
    const username = freshName('s');
    const response = await open({ username, password: PASSWORD, customerType: 1 }, tokens.agent1);
    expect(response.json().success).toBe(true);
    expect(await memberRow(username)).toMatchObject({ type: 1, upline: 'agent1' });
  });

  it('lets a type-2 agent open members but refuses sub-agents', async () => {
    const member = await open(
      { username: freshName('m'), password: PASSWORD, customerType: 0 },
      tokens.agent2,
    );
    expect(member.json().success).toBe(true);
    const username = freshName('s');
    const refused = await open({ username, password: PASSWORD, customerType: 1 }, tokens.agent2);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(await memberRow(username)).toBeUndefined();
  });

  it('applies the registration field rules', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '1abc', password: PASSWORD }, 'field.invalid', 'Account format is incorrect'],
      [
        { username: freshName(), password: 'short' },
        'field.invalid',
        'Password format is incorrect',
      ],
      [
        { username: freshName(), password: PASSWORD, nickname: '<b>' },
        'field.invalid',
        'Name format is not valid',
      ],
      [
        { username: freshName(), password: PASSWORD, confirmPassword: 'Other1234' },
        'password.not.match',
        'Confirmation password not matched',
      ],
      [{ username: freshName(), password: PASSWORD, customerType: 2 }, 'field.invalid', ''],
    ];
    for (const [payload, errorCode, message] of cases) {
      const body = (await open(payload, tokens.agent1)).json();
      expect(body, JSON.stringify(payload)).toMatchObject({ success: false, errorCode });
      if (message) expect(body.message).toBe(message);
    }
  });

  it('answers username.exists for a taken name (any case)', async () => {
    const body = (await open({ username: 'Member0', password: PASSWORD }, tokens.agent1)).json();
    expect(body).toMatchObject({
      success: false,
      errorCode: 'username.exists',
      message: 'Sorry, the username already exists.',
    });
  });

  it('refuses members and calls without a session', async () => {
    const payload = { username: freshName(), password: PASSWORD };
    const asMember = await open(payload, tokens.member0);
    expect(asMember.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const anonymous = await open(payload);
    expect(anonymous.statusCode).toBe(401);
    expect(await memberRow(payload.username)).toBeUndefined();
  });

  it('creates the account in the agent tenant only', async () => {
    const perlasAgent = await loginToken(app, PERLAS, 'agent1');
    const username = freshName('p');
    const body = (await open({ username, password: DEMO_PASSWORD }, perlasAgent, PERLAS)).json();
    expect(body.success).toBe(true);
    expect(await memberRow(username)).toBeUndefined();
    const [row] = await app.deps.db.query<{ tenant: string }>(
      'SELECT tenant_id AS tenant FROM members WHERE username = $1',
      [username.toLowerCase()],
    );
    expect(row?.tenant).toBe('perlas');
  });
});
