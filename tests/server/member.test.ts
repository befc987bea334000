import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ app, clock } = await testApp());
  for (const name of ['member0', 'agent1', 'agent2'])
    tokens[name] = await loginToken(app, LUCKY7, name);
  tokens.royal = await loginToken(app, ROYAL88, 'agent1');
});
afterAll(() => app.close());

interface Item {
  type: string;
  groupName: string;
  title: string;
  content: string;
  url: string;
  execution: string | null;
}

async function announcements(query: string, token?: string, merchant = LUCKY7) {
  const response = await getAs(
    app,
    merchant,
    `/wps/relay/MCSFE_getListAnnouncements?platform=M&${query}`,
    token,
  );
  return response.json().value as { list: Item[]; footer: { unreadCount: number } };
}

describe('member info and balance', () => {
  it('describes member0: upline, VIP label, masked mobile, registration day', async () => {
    const value = (await getAs(app, LUCKY7, '/wps/member/info', tokens.member0)).json().value;
    expect(value).toMatchObject({
      account: 'member0',
      type: 0,
      toUpline: 'agent1',
      clubLabel: { labelName: 'VIP 2' },
    });
    expect(value.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(Math.floor((clock() - value.regDate) / DAY)).toBe(120);
  });

  it('has no upline or label for agent2', async () => {
    const value = (await getAs(app, LUCKY7, '/wps/member/info', tokens.agent2)).json().value;
    expect(value).toMatchObject({ account: 'agent2', type: 2, toUpline: null, clubLabel: null });
  });

  it('answers the wallet with numbers and the tenant currency', async () => {
    const value = (await getAs(app, LUCKY7, '/wps/wallets/balance', tokens.member0)).json().value;
    expect(value).toEqual({
      sumBalance: 1000,
      currency: 'BRL',
      currencySymbol: 'R$',
      balance: [{ accountTypeId: 1, availBalance: 1000 }],
    });
    const v2 = (await getAs(app, LUCKY7, '/wps/v2/wallets/balance', tokens.agent1)).json().value;
    expect(v2.sumBalance).toBe(5000);
  });
});

describe('announcements relay', () => {
  it('filters banners by group', async () => {
    const recommend = await announcements('types=B&groupName=m_recommend');
    expect(recommend.list).toHaveLength(3);
    expect(
      recommend.list.every((item) => item.type === 'B' && item.groupName === 'm_recommend'),
    ).toBe(true);
    expect(recommend.list[0]?.url).toMatch(/^\/banner-images\/lucky7\/[a-z-]+\.svg$/);
    expect((await announcements('types=B&groupName=m_reg')).list).toHaveLength(1);
  });

  it('answers home types together, popups with executions A, B and F and HTML content', async () => {
    const home = await announcements('types=B,PL,PU,H');
    expect(new Set(home.list.map((item) => item.type))).toEqual(new Set(['B', 'PL', 'PU', 'H']));
    const popups = home.list.filter((item) => item.type === 'PU');
    expect(popups.map((item) => item.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(popups.every((item) => item.content.startsWith('<p>'))).toBe(true);
  });

  it('localises seeded text by the tenant default language', async () => {
    const pt = await announcements('types=PL');
    const en = await announcements('types=PL', undefined, ROYAL88);
    const fil = await announcements('types=PL', undefined, PERLAS);
    expect(pt.list[1]?.title).toContain('Jogos novos');
    expect(en.list[1]?.title).toContain('New games');
    expect(fil.list[1]?.title).toContain('Bagong laro');
  });

  it('shows agent announcements only to agents, with their unread count', async () => {
    expect((await announcements('types=A&groupName=m_home')).list).toEqual([]);
    expect(
      (await announcements('types=A&groupName=m_home', tokens.member0)).footer.unreadCount,
    ).toBe(0);
    const agent1 = await announcements('types=A&groupName=m_home', tokens.agent1);
    expect(agent1.list).toHaveLength(3);
    expect(agent1.footer.unreadCount).toBe(2);
    expect(
      (await announcements('types=A&groupName=m_home', tokens.agent2)).footer.unreadCount,
    ).toBe(3);
  });

  it('rejects an unknown type with invalid.request', async () => {
    const response = await getAs(app, LUCKY7, '/wps/relay/MCSFE_getListAnnouncements?types=B,ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'invalid.request' });
    expect(response.json().message).toContain('querystring/types');
  });
});

describe('unread count and promotions', () => {
  it('counts unread inbox messages', async () => {
    expect(
      (await getAs(app, LUCKY7, '/wps/relay/CSP_getUnreadCount', tokens.member0)).json(),
    ).toEqual({ success: true, value: 2 });
  });

  it('answers promotion availability from the tenant file', async () => {
    const lucky = (
      await getAs(app, LUCKY7, '/wps/relay/MCSFE_getAvailablePromotions', tokens.member0)
    ).json().value;
    expect(lucky).toEqual({
      promotions: { REFERRAL: { enabled: true }, MISSION: { enabled: true } },
      unclaimedCount: 2,
    });
    const royal = (
      await getAs(app, ROYAL88, '/wps/relay/MCSFE_getAvailablePromotions', tokens.royal)
    ).json().value;
    expect(royal.promotions).toEqual({ REFERRAL: { enabled: true }, MISSION: { enabled: false } });
  });
});
