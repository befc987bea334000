import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import { HOUR } from '../../server/domain/clock';
import { JACKPOT_BASE } from '../../server/domain/games/jackpot';
import { post } from '../../server/domain/ledger';
import { getAs, LUCKY7, PERLAS, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

interface Match {
  matchTime: number;
  homeTeamImageUrl: string;
  nodeId: string;
  vendor: string;
}
const matches = async () =>
  (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getHotMatches')).json().value as Match[];

describe('GCSGAME_getHotMatches', () => {
  it('answers upcoming matches within hours of the server clock, following it', async () => {
    const list = await matches();
    expect(list.length).toBeGreaterThan(1);
    for (const match of list) {
      expect(match.matchTime).toBeGreaterThan(clock());
      expect(match.matchTime).toBeLessThan(clock() + 8 * HOUR);
    }
    expect(list.map((match) => match.vendor)).toEqual(expect.arrayContaining(['TF']));
    clock.advance(3 * 24 * HOUR);
    const later = await matches();
    expect(later.every((match) => match.matchTime > clock())).toBe(true);
    const lobby = await getAs(
      app,
      LUCKY7,
      `/wps/relay/GCSGAME_gameList?gameType=SPORTS&pageSize=100`,
    );
    const nodeIds = lobby.json().value.games.map((game: { nodeId: string }) => game.nodeId);
    expect(nodeIds).toEqual(expect.arrayContaining(later.map((match) => match.nodeId)));
    const icon = await app.inject({ method: 'GET', url: later[0]?.homeTeamImageUrl ?? '' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('VIS_getJackpot', () => {
  it('grows by a share of every bet of the tenant only', async () => {
    const jackpot = async (merchant: string) =>
      (await getAs(app, merchant, '/wps/relay/VIS_getJackpot')).json().value;
    const before = await jackpot(LUCKY7);
    const other = await jackpot(PERLAS);
    expect(before.amount).toBeGreaterThanOrEqual(JACKPOT_BASE);
    expect(before.currency).toBe('BRL');
    const [member] = await app.deps.db.query<{ id: number }>(
      `SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = 'member0'`,
    );
    await post(app.deps.db, clock, {
      tenantId: 'lucky7',
      memberId: member?.id ?? 0,
      amount: toMinor(-100),
      kind: 'game.bet',
    });
    await post(app.deps.db, clock, {
      tenantId: 'lucky7',
      memberId: member?.id ?? 0,
      amount: toMinor(50),
      kind: 'game.win',
    });
    expect((await jackpot(LUCKY7)).amount).toBeCloseTo(before.amount + 1, 2);
    expect((await jackpot(PERLAS)).amount).toBe(other.amount);
  });
});

describe('icons', () => {
  it('serves a small SVG per game and vendor, cacheable and revalidated by ETag', async () => {
    const list = await getAs(app, LUCKY7, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3');
    const vendors = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getAllVassalage')).json().value;
    const urls = [
      ...list.json().value.games.map((game: { iconUrl: string }) => game.iconUrl),
      vendors[0].mobileSmallIcon,
    ];
    const bodies = new Set<string>();
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.rawPayload.length).toBeLessThan(3 * 1024);
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      const etag = String(response.headers.etag);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(urls.length);
    for (const url of ['/game-icons/nope.svg', '/vendor-icons/PXG.png', '/team-icons/x.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('seeded announcements', () => {
  it('has server-served banners, one external, and popups A, B and F with both kinds of link', async () => {
    const response = await getAs(app, LUCKY7, '/wps/relay/MCSFE_getListAnnouncements?types=B,PU,H');
    const list: Array<{
      type: string;
      groupName: string;
      url: string;
      linkage: string;
      content: string;
      execution: string;
    }> = response.json().value.list;
    const banners = list.filter((item) => item.type === 'B' && item.groupName === 'm_recommend');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((banner) => /^https?:\/\//.test(banner.linkage))).toBe(true);
    for (const banner of banners) {
      expect(banner.url).toMatch(/^\/banner-images\/lucky7\/.+\.svg$/);
      const image = await app.inject({ method: 'GET', url: banner.url });
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    const popups = list.filter((item) => item.type === 'PU');
    expect(popups.map((popup) => popup.execution).sort()).toEqual(['A', 'B', 'F']);
    for (const popup of popups) {
      expect(popup.content).toMatch(/href="https?:\/\//);
      expect(popup.content).toMatch(/href="\/m\//);
    }
    expect(list.some((item) => item.type === 'H')).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/banner-images/lucky7/nope.svg' })).statusCode,
    ).toBe(404);
  });
});
