import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
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
  /** Answers `url`, checks it is cacheable for a month and revalidated by its ETag (304). */
  async function cachedPicture(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const etag = String(response.headers.etag);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode, url).toBe(304);
    return response;
  }

  it('serves each game as a small WebP picture, 240 pixels square', async () => {
    const list = await getAs(app, LUCKY7, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3');
    const urls: string[] = list.json().value.games.map((game: { iconUrl: string }) => game.iconUrl);
    const bodies = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/^\/game-icons\/[^/]+\.webp$/);
      const response = await cachedPicture(url);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
      expect(response.rawPayload.length).toBeLessThan(12 * 1024);
      bodies.add(response.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(urls.length);
  });

  it('serves vendors, and games at their older address, as small SVGs', async () => {
    const list = await getAs(app, LUCKY7, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
    const vendors = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getAllVassalage')).json().value;
    const game = list.json().value.games[0].iconUrl.replace(/\.webp$/, '.svg');
    for (const url of [game, vendors[0].mobileSmallIcon]) {
      const response = await cachedPicture(url);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.rawPayload.length).toBeLessThan(3 * 1024);
    }
    const missing = ['/game-icons/nope.webp', '/vendor-icons/PXG.png', '/vendor-icons/PXG.webp'];
    for (const url of [...missing, '/team-icons/x.svg']) {
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
