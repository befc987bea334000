import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { InboxMessage, InboxPage } from '../../contract/content';
import { LUCKY7, loginToken, ROYAL88, testApp } from './support/app';
import { call, registerLucky7 } from './support/content';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const unread = async (token: string) =>
  (await call<number>(app, LUCKY7, token, 'GET', '/wps/relay/CSP_getUnreadCount')).value;
const list = async (token: string, query = '') =>
  (await call<InboxPage>(app, LUCKY7, token, 'GET', `/wps/relay/CSP_getMessageList${query}`)).value;

describe('inbox of a new account', () => {
  it('starts with two unread welcome messages in the tenant language, welcome first', async () => {
    const { token } = await registerLucky7(app);
    const page = await list(token);
    expect(page.totalCount).toBe(2);
    expect(page.footer.unreadCount).toBe(2);
    expect(page.content[0]?.title).toBe('Bem-vindo ao Lucky7 Brasil');
    expect(page.content[0]?.content).toContain('<a href="/m/voucherCenter">');
    expect(page.content.every((message) => !message.read)).toBe(true);
    expect(await unread(token)).toBe(2);
  });

  it('reading one marks it read and the unread count drops; reading again changes nothing', async () => {
    const { token } = await registerLucky7(app);
    const [first] = (await list(token)).content;
    const opened = await call<InboxMessage>(
      app,
      LUCKY7,
      token,
      'POST',
      '/wps/relay/CSP_readMessage',
      {
        id: first!.id,
      },
    );
    expect(opened.value).toMatchObject({ id: first!.id, read: true, title: first!.title });
    expect(await unread(token)).toBe(1);
    await call(app, LUCKY7, token, 'POST', '/wps/relay/CSP_readMessage', { id: first!.id });
    expect(await unread(token)).toBe(1);
  });

  it('marks all read, deletes, and pages', async () => {
    const { token } = await registerLucky7(app);
    expect(
      (await call(app, LUCKY7, token, 'POST', '/wps/relay/CSP_readAllMessages')).value,
    ).toEqual({ updated: 2 });
    expect(await unread(token)).toBe(0);
    const paged = await list(token, '?pageNo=2&pageSize=1');
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(paged.content).toHaveLength(1);
    const ids = (await list(token)).content.map((message) => message.id);
    const deleted = await call(app, LUCKY7, token, 'DELETE', '/wps/relay/CSP_deleteMessages', {
      ids: [ids[0]],
    });
    expect(deleted.value).toEqual({ deleted: 1 });
    expect((await list(token)).content.map((message) => message.id)).toEqual([ids[1]]);
  });

  it('counts inbox and support mail separately and together', async () => {
    const { token } = await registerLucky7(app);
    await call(app, LUCKY7, token, 'PUT', '/wps/relay/EMFE_sendMail', {
      subject: 'Bonus question',
      body: 'When is the weekly bonus paid?',
    });
    const counts = await call(app, LUCKY7, token, 'GET', '/wps/relay/CSP_getMessageCount');
    expect(counts.value).toEqual({
      inbox: { total: 2, unread: 2 },
      mail: { total: 2, unread: 1 },
      unread: 3,
    });
    expect(await unread(token)).toBe(3);
  });
});

describe('inbox isolation', () => {
  it("never reads, marks or deletes another member's or another tenant's message", async () => {
    const alice = await registerLucky7(app);
    const bob = await registerLucky7(app);
    const [aliceMessage] = (await list(alice.token)).content;
    const id = aliceMessage!.id;
    const stolen = await call(app, LUCKY7, bob.token, 'POST', '/wps/relay/CSP_readMessage', { id });
    expect(stolen).toMatchObject({ success: false, errorCode: 'message.not.found' });
    expect(
      (await call(app, LUCKY7, bob.token, 'DELETE', '/wps/relay/CSP_deleteMessages', { ids: [id] }))
        .value,
    ).toEqual({
      deleted: 0,
    });
    // A lucky7 token is no session at royal88.
    const royal = await call(app, ROYAL88, alice.token, 'GET', '/wps/relay/CSP_getMessageList');
    expect(royal.status).toBe(401);
    const royalAgent = await loginToken(app, ROYAL88, 'agent1');
    const crossTenant = await call(app, ROYAL88, royalAgent, 'POST', '/wps/relay/CSP_readMessage', {
      id,
    });
    expect(crossTenant.errorCode).toBe('message.not.found');
    expect(await unread(alice.token)).toBe(2);
  });

  it('needs a session and a sane body', async () => {
    expect(
      (await call(app, LUCKY7, undefined, 'GET', '/wps/relay/CSP_getMessageList')).status,
    ).toBe(401);
    const { token } = await registerLucky7(app);
    const bad = await call(app, LUCKY7, token, 'DELETE', '/wps/relay/CSP_deleteMessages', {
      ids: [],
    });
    expect(bad).toMatchObject({ status: 400, errorCode: 'invalid.request' });
  });

  it('keeps the demo member at two unread (seeded mail reply already read)', async () => {
    expect(await unread(await loginToken(app, LUCKY7, 'member0'))).toBe(2);
  });
});
