import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Game } from '../../contract/games';
import { CATALOGUE_CACHE_CONTROL } from '../../server/routes/games';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

async function list(query: Record<string, string | number | boolean>, merchant = LUCKY7) {
  const search = new URLSearchParams(
    Object.entries({ platform: 'html5', clientType: 2, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const response = await getAs(app, merchant, `/wps/relay/GCSGAME_gameList?${search}`);
  expect(response.json().success).toBe(true);
  return response.json<{ value: Page }>().value;
}

const SERVER_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'INHOUSE'];

describe('catalogue size', () => {
  it.each([LUCKY7, PERLAS, ROYAL88])(
    '%s has 600+ games over every category and 20+ vendors',
    async (merchant) => {
      let total = 0;
      for (const gameType of SERVER_CATEGORIES) {
        const page = await list({ gameType, pageSize: 100 }, merchant);
        expect(page.totalCount, gameType).toBeGreaterThan(0);
        total += page.totalCount;
      }
      expect(total).toBeGreaterThanOrEqual(600);
      const vendors = (await getAs(app, merchant, '/wps/relay/GCSGAME_getAllVassalage')).json()
        .value;
      expect(vendors.length).toBeGreaterThanOrEqual(20);
    },
  );
});

describe('vendors', () => {
  it('sorts categories and vendors, with TF and DS88 inside SPORTS and one ELOTT vendor', async () => {
    const sorting = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getVendorSorting')).json().value;
    expect(sorting.gameCategory).toEqual(SERVER_CATEGORIES);
    const sports = sorting.vendorNames.SPORTS.map(
      (vendor: { vassalage: string }) => vendor.vassalage,
    );
    expect(sports).toEqual(expect.arrayContaining(['TF', 'DS88']));
    expect(sorting.vendorNames.ELOTT).toHaveLength(1);
    const all = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getAllVassalage')).json().value;
    const flattened = SERVER_CATEGORIES.flatMap((category) => sorting.vendorNames[category]);
    expect(flattened).toEqual(all);
    expect(all[0]).toMatchObject({
      vassalage: expect.any(String),
      gameType: 'SPORTS',
      displayName: expect.any(String),
      mobileSmallIcon: expect.stringMatching(/^\/vendor-icons\/.+\.svg$/),
      accountTypeName: expect.any(String),
    });
  });

  it('lists the classify values of each vendor by game type', async () => {
    const content = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_getVassGameType?typeId=1')).json()
      .value.content;
    const slotValues = new Set(Object.values<string[]>(content.RNG).flat());
    expect([...slotValues].sort()).toEqual(['CLASSIC', 'JACKPOT', 'MEGAWAYS', 'VIDEO']);
    expect(Object.values<string[]>(content.LIVE).flat()).toContain('TABLE');
  });
});

describe('GCSGAME_gameList', () => {
  it('pages 26 at a time to the last page without repeats', async () => {
    const first = await list({ gameType: 'RNG', gameClassify: 'ALL' });
    expect(first.games).toHaveLength(26);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 26));
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      const page = await list({ gameType: 'RNG', pageNo });
      expect(page.pageNum).toBe(pageNo);
      for (const game of page.games) seen.add(game.nodeId);
      if (pageNo === first.totalPages)
        expect(page.games.length).toBe(first.totalCount - 26 * (pageNo - 1));
    }
    expect(seen.size).toBe(first.totalCount);
    expect((await list({ gameType: 'RNG', pageNo: first.totalPages + 1 })).games).toEqual([]);
  });

  it('answers spec game items', async () => {
    const [game] = (await list({ gameType: 'LIVE' })).games;
    expect(game).toMatchObject({
      nodeId: expect.any(String),
      gameId: game?.roomId,
      gameCode: expect.any(String),
      gameName: expect.any(String),
      vassalage: expect.any(String),
      iconUrl: `/game-icons/${game?.gameCode}.svg`,
      gameType: 'LIVE',
      isGameH5: true,
      classify: expect.arrayContaining(['TABLE']),
    });
  });

  it('filters by classify NEW, HOT and a classify value', async () => {
    const all = await list({ gameType: 'RNG', pageSize: 100 });
    for (const [classify, keep] of [
      ['NEW', (game: Game) => game.isNew],
      ['HOT', (game: Game) => game.isHot],
      ['MEGAWAYS', (game: Game) => game.classify.includes('MEGAWAYS')],
      ['jackpot', (game: Game) => game.classify.includes('JACKPOT')],
    ] as const) {
      const page = await list({ gameType: 'RNG', gameClassify: classify, pageSize: 100 });
      expect(page.totalCount, classify).toBeGreaterThan(0);
      expect(page.totalCount, classify).toBeLessThan(all.totalCount);
      expect(page.games.every(keep), classify).toBe(true);
    }
    const isNew = await list({ gameType: 'RNG', isNew: true, pageSize: 100 });
    expect(isNew.totalCount).toBe(
      (await list({ gameType: 'RNG', gameClassify: 'NEW' })).totalCount,
    );
  });

  it('filters by vendor (one or several), name, min bet and min line', async () => {
    const one = await list({ gameType: 'RNG', vassalage: 'PXG', pageSize: 100 });
    expect(one.totalCount).toBeGreaterThan(0);
    expect(one.games.every((game) => game.vassalage === 'PXG')).toBe(true);
    const two = await list({ gameType: 'RNG', vassalage: 'PXG,JDG' });
    expect(two.totalCount).toBe(
      one.totalCount + (await list({ gameType: 'RNG', vassalage: 'JDG' })).totalCount,
    );

    const named = await list({ gameType: 'RNG', gameName: 'megaWAYS', pageSize: 100 });
    expect(named.totalCount).toBeGreaterThan(0);
    expect(named.games.every((game) => /megaways/i.test(game.gameName))).toBe(true);
    expect((await list({ gameType: 'RNG', gameName: '%' })).totalCount).toBe(0);

    const counts = [];
    for (const minBet of [0.01, 0.05, 0.1, 0.5, 0.75]) {
      const page = await list({ gameType: 'RNG', minBet, pageSize: 100 });
      expect(page.games.every((game) => game.minBet <= minBet)).toBe(true);
      counts.push(page.totalCount);
    }
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(new Set(counts).size).toBe(counts.length);

    const fewLines = await list({ gameType: 'RNG', minLine: 9 });
    expect(fewLines.totalCount).toBeGreaterThan(0);
    expect(fewLines.totalCount).toBeLessThan((await list({ gameType: 'RNG' })).totalCount);
  });

  it('shows in-house games in a slot list narrowed to their vendor', async () => {
    const inhouse = await list({ gameType: 'INHOUSE' });
    const vendor = inhouse.games[0]?.vassalage ?? '';
    const asSlots = await list({ gameType: 'RNG', vassalage: vendor });
    expect(asSlots.totalCount).toBe(inhouse.totalCount);
  });

  it('answers an empty page for an unknown game type and ignores empty parameters', async () => {
    expect(await list({ gameType: 'NOPE' })).toMatchObject({
      games: [],
      totalPages: 0,
      totalCount: 0,
    });
    const blank = await list({
      gameType: 'FISH',
      vassalage: '',
      gameName: '',
      minBet: '' as never,
    });
    expect(blank.totalCount).toBe((await list({ gameType: 'FISH' })).totalCount);
  });

  it('refuses bad queries with a readable message', async () => {
    for (const [query, message] of [
      ['', "querystring must have required property 'gameType'"],
      ['gameType=RNG&pageSize=101', 'querystring/pageSize must be <= 100'],
      ['gameType=RNG&pageNo=0', 'querystring/pageNo must be >= 1'],
      ['gameType=RNG&minBet=-1', 'querystring/minBet must be >= 0'],
      ['gameType=RNG&minBet=abc', 'querystring/minBet must be number'],
    ]) {
      const response = await getAs(app, LUCKY7, `/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ errorCode: 'invalid.request', message });
    }
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('groups hot games by type, by GET and by POST, narrowed by gameType', async () => {
    const groups = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2')).json()
      .value;
    expect(groups.map((group: { gameType: string }) => group.gameType)).toEqual(SERVER_CATEGORIES);
    for (const group of groups) {
      expect(group.list.length).toBeGreaterThan(0);
      expect(group.list.every((game: Game) => game.isHot && game.gameType === group.gameType)).toBe(
        true,
      );
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      headers: { merchant: LUCKY7 },
      payload: { isPlatform: 2, gameType: 'LIVE' },
    });
    const live = posted.json().value;
    expect(live).toHaveLength(1);
    expect(live[0]).toEqual(groups[1]);
    const byQuery = (await getAs(app, LUCKY7, '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH')).json()
      .value;
    expect(byQuery.map((group: { gameType: string }) => group.gameType)).toEqual(['FISH']);
  });
});

describe('caching by browsers', () => {
  it('lets a browser keep the catalogue, per tenant and language, and never an error', async () => {
    for (const path of [
      '/wps/relay/GCSGAME_getVendorSorting',
      '/wps/relay/GCSGAME_getAllVassalage',
      '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG',
      '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG',
    ]) {
      const response = await getAs(app, ROYAL88, path);
      expect(response.json().success, path).toBe(true);
      expect(response.headers['cache-control'], path).toBe(CATALOGUE_CACHE_CONTROL);
      expect(String(response.headers.vary).split(', '), path).toEqual(
        expect.arrayContaining(['Merchant', 'Language']),
      );
    }
    // A refused query is answered without the header.
    const refused = await getAs(app, ROYAL88, '/wps/relay/GCSGAME_gameList?gameType=R%20NG');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBeUndefined();
  });
});
