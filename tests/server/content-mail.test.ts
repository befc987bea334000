import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Mail, MailPage, OpenedMail } from '../../contract/content';
import { LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { call, registerLucky7 } from './support/content';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const send = (token: string, body: Record<string, unknown>, merchant = LUCKY7) =>
  call<Mail>(app, merchant, token, 'PUT', '/wps/relay/EMFE_sendMail', body);
const box = async (token: string, name: 'INBOX' | 'SENT', merchant = LUCKY7) =>
  (await call<MailPage>(app, merchant, token, 'GET', `/wps/relay/EMFE_getMailList?box=${name}`))
    .value;

describe('web e-mail with customer service', () => {
  it('sends a mail to support and gets an unread automatic reply with a ticket number', async () => {
    const { token } = await registerLucky7(app);
    const sent = await send(token, {
      subject: '  Withdrawal ',
      body: 'My withdrawal is pending for an hour.',
    });
    expect(sent.value).toMatchObject({ direction: 'OUT', subject: 'Withdrawal', read: true });
    const inbox = await box(token, 'INBOX');
    expect(inbox.footer.unreadCount).toBe(1);
    const [reply] = inbox.content;
    expect(reply).toMatchObject({
      direction: 'IN',
      subject: 'Re: Withdrawal',
      replyTo: sent.value.id,
      read: false,
    });
    expect(reply?.body).toContain(`#${sent.value.id}`);
    expect((await box(token, 'SENT')).content.map((mail) => mail.id)).toEqual([sent.value.id]);
    const opened = await call<OpenedMail>(app, LUCKY7, token, 'POST', '/wps/relay/EMFE_readMail', {
      id: reply!.id,
    });
    expect(opened.value).toMatchObject({
      read: true,
      original: { id: sent.value.id, subject: 'Withdrawal' },
    });
    expect((await box(token, 'INBOX')).footer.unreadCount).toBe(0);
  });

  it('answers the auto reply in the language of the request', async () => {
    const { token } = await registerLucky7(app);
    await send(token, { subject: 'Hello', body: 'Just saying hello!' }, LUCKY7);
    const portuguese = (await box(token, 'INBOX')).content[0]?.body ?? '';
    expect(portuguese).toMatch(/^Obrigado/);
    const headers = { language: 'EN' };
    await call(
      app,
      LUCKY7,
      token,
      'PUT',
      '/wps/relay/EMFE_sendMail',
      { subject: 'Again', body: 'Hello once more' },
      headers,
    );
    expect((await box(token, 'INBOX')).content[0]?.body).toMatch(/^Thank you/);
  });

  it('holds subject and body within their bounds', async () => {
    const { token } = await registerLucky7(app);
    expect(await send(token, { subject: 'A', body: 'Long enough body text' })).toMatchObject({
      success: false,
      errorCode: 'mail.subject.length',
      value: { min: 2, max: 50 },
    });
    expect(
      (await send(token, { subject: 'x'.repeat(51), body: 'Long enough body text' })).errorCode,
    ).toBe('mail.subject.length');
    expect((await send(token, { subject: 'Fine', body: '   short   ' })).errorCode).toBe(
      'mail.body.length',
    );
    expect((await send(token, { subject: 'Fine', body: 'y'.repeat(1001) })).errorCode).toBe(
      'mail.body.length',
    );
    expect((await box(token, 'SENT')).totalCount).toBe(0);
  });

  it('sends once per requestId and refuses to answer a mail that is not support’s', async () => {
    const { token } = await registerLucky7(app);
    const requestId = randomUUID();
    const body = { subject: 'Twice?', body: 'Only once please', requestId };
    const [first, second] = await Promise.all([send(token, body), send(token, body)]);
    expect(first.value.id).toBe(second.value.id);
    expect((await box(token, 'SENT')).totalCount).toBe(1);
    const own = await send(token, {
      subject: 'Re',
      body: 'Answering myself',
      replyTo: first.value.id,
    });
    expect(own.errorCode).toBe('mail.not.found');
  });

  it('deletes mails and isolates members and tenants', async () => {
    const alice = await registerLucky7(app);
    const bob = await registerLucky7(app);
    const sent = await send(alice.token, { subject: 'Private', body: 'Only for support eyes' });
    const read = await call(app, LUCKY7, bob.token, 'POST', '/wps/relay/EMFE_readMail', {
      id: sent.value.id,
    });
    expect(read.errorCode).toBe('mail.not.found');
    const perlas = await loginToken(app, PERLAS, 'member0');
    const other = await call(app, PERLAS, perlas, 'POST', '/wps/relay/EMFE_readMail', {
      id: sent.value.id,
    });
    expect(other.errorCode).toBe('mail.not.found');
    const gone = await call(app, LUCKY7, alice.token, 'DELETE', '/wps/relay/EMFE_deleteMail', {
      ids: [sent.value.id],
    });
    expect(gone.value).toEqual({ deleted: 1 });
    expect((await box(alice.token, 'SENT')).totalCount).toBe(0);
  });

  it('is off without MAILCEN, except for agents whose menu lists webEmail', async () => {
    const member = await loginToken(app, ROYAL88, 'member0');
    expect((await call(app, ROYAL88, member, 'GET', '/wps/relay/EMFE_getMailList')).errorCode).toBe(
      'function.not.available',
    );
    const agent = await loginToken(app, ROYAL88, 'agent1');
    const agentBox = await box(agent, 'SENT', ROYAL88);
    expect(agentBox.content[0]).toMatchObject({
      direction: 'OUT',
      subject: 'Deposit not credited',
    });
    const settings = await call(app, ROYAL88, agent, 'GET', '/wps/relay/EMFE_getMailSettings');
    expect(settings.value).toEqual({
      subject: { min: 2, max: 50 },
      body: { min: 10, max: 1000 },
      dailyMax: 20,
    });
  });
});
