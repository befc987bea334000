import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContentPage, Notice, NoticePage } from '../../contract/content';
import { LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { call } from './support/content';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const help = async (merchant: string, language?: string) =>
  (
    await call<ContentPage[]>(
      app,
      merchant,
      undefined,
      'GET',
      '/wps/system/helpCenter?device=MOBILE',
      undefined,
      {
        ...(language ? { language } : {}),
      },
    )
  ).value;

describe('help centre and user agreement', () => {
  it('answers titled HTML articles in the tenant language, or the asked one when the tenant has it', async () => {
    const pt = await help(LUCKY7);
    expect(pt).toHaveLength(5);
    expect(pt[0]).toMatchObject({ title: 'Como me cadastro?' });
    expect(pt[0]?.content).toContain('Lucky7 Brasil');
    expect((await help(LUCKY7, 'EN'))[0]?.title).toBe('How do I register?');
    expect((await help(PERLAS))[0]?.title).toBe('Paano mag-register?');
    // royal88 has no Portuguese pages: its own default (English) answers.
    expect((await help(ROYAL88, 'PT'))[0]?.title).toBe('How do I register?');
    expect((await help(ROYAL88)).at(-1)?.content).toContain('under 18');
    expect((await help(PERLAS, 'EN')).at(-1)?.content).toContain('under 21');
  });

  it('keeps each tenant’s own articles and agreement', async () => {
    const lucky = await help(LUCKY7, 'EN');
    const royal = await help(ROYAL88, 'EN');
    expect(lucky.map((page) => page.id)).not.toEqual(royal.map((page) => page.id));
    expect(royal[0]?.content).toContain('Royal 88');
    const agreement = await call<ContentPage>(
      app,
      ROYAL88,
      undefined,
      'GET',
      '/wps/system/userAgreement',
    );
    expect(agreement.value.title).toBe('User agreement');
    expect(agreement.value.content).toContain('<h3>');
    expect(agreement.value.content).toContain('Royal 88');
  });
});

describe('notices', () => {
  it('lists type H notices newest first, with read state for members', async () => {
    const token = await loginToken(app, LUCKY7, 'member40');
    const list = (
      await call<NoticePage>(app, LUCKY7, token, 'GET', '/wps/relay/CCSFE_getNoticeList')
    ).value;
    expect(list.totalCount).toBe(3);
    expect(list.content.every((notice) => notice.type === 'H' && !notice.read)).toBe(true);
    expect(list.footer.unreadCount).toBe(3);
    const id = list.content[1]!.id;
    const opened = await call<Notice>(app, LUCKY7, token, 'POST', '/wps/relay/CCSFE_readNotice', {
      id,
    });
    expect(opened.value).toMatchObject({ id, read: true });
    const after = (
      await call<NoticePage>(app, LUCKY7, token, 'GET', '/wps/relay/CCSFE_getNoticeList')
    ).value;
    expect(after.footer.unreadCount).toBe(2);
    expect(after.content.find((notice) => notice.id === id)?.read).toBe(true);
  });

  it('answers guests without read state and never another tenant’s notice', async () => {
    const guest = (
      await call<NoticePage>(app, LUCKY7, undefined, 'GET', '/wps/relay/CCSFE_getNoticeList')
    ).value;
    expect(guest.footer.unreadCount).toBe(0);
    const id = guest.content[0]!.id;
    expect(
      (await call(app, LUCKY7, undefined, 'POST', '/wps/relay/CCSFE_readNotice', { id })).success,
    ).toBe(true);
    const elsewhere = await call(app, ROYAL88, undefined, 'POST', '/wps/relay/CCSFE_readNotice', {
      id,
    });
    expect(elsewhere.errorCode).toBe('notice.not.found');
  });

  it('shows agent notices (A) to agents only', async () => {
    const agent = await loginToken(app, LUCKY7, 'agent2');
    const member = await loginToken(app, LUCKY7, 'member0');
    const url = '/wps/relay/CCSFE_getNoticeList?types=A';
    expect((await call<NoticePage>(app, LUCKY7, agent, 'GET', url)).value.totalCount).toBe(3);
    expect((await call<NoticePage>(app, LUCKY7, member, 'GET', url)).value.totalCount).toBe(0);
  });
});
