import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, loginToken, PERLAS, testApp } from './support/app';
import { bet, currentNumero, lgw, placeSlip } from './support/lottery';

// The public /lgw reads: catalogue, menus, schedule, results, statistics; raw JSON errors.
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const get = (url: string, query?: Record<string, string>) =>
  lgw(app, PERLAS, 'GET', url, { query });

describe('catalogue', () => {
  it('groups games by prize mode, with a countdown and the last result', async () => {
    const all = (await get('/lgw/games')).json<{
      groups: { groupId: string; games: { gameId: number }[] }[];
    }>();
    expect(all.groups.map((group) => group.groupId)).toEqual([
      'FAST5D',
      'DAILY',
      'FAST3D',
      'VIETNAM',
    ]);
    const elott = (await get('/lgw/games', { prizeMode: 'ELOTT' })).json<{
      groups: {
        games: {
          gameId: number;
          vendor: string;
          current: { closeInMs: number };
          last: { result: string[] };
        }[];
      }[];
    }>();
    const games = elott.groups.flatMap((group) => group.games);
    expect(games.map((game) => game.gameId)).toEqual([2001, 2101, 2102]);
    expect(games.filter((game) => game.vendor === 'TCG_LOTTO_VN')).toHaveLength(2);
    for (const game of games) {
      expect(game.current.closeInMs).toBeGreaterThan(0);
      expect(game.last.result.length).toBeGreaterThan(0);
    }
    const mobile = (await get('/lgw/games/mobile', { prizeMode: 'LOTT' })).json<{
      games: { gameId: number }[];
    }>();
    expect(mobile.games.map((game) => game.gameId)).toEqual([1001, 1002, 1101]);
  });

  it('ranks popular games by orders of the last day', async () => {
    const token = await loginToken(app, PERLAS, 'member0');
    const { numero } = await currentNumero(app, PERLAS, 2102);
    await placeSlip(app, PERLAS, token, { gameId: 2102, numero, bets: [bet('VN_DE', '07,70', 2)] });
    const popular = (await get('/lgw/games/popular')).json<{
      games: { gameId: number; orders24h: number }[];
    }>();
    expect(popular.games[0]).toMatchObject({ gameId: 2102, orders24h: 1 });
    expect(popular.games[1]?.gameId).toBe(1001);
  });

  it('answers the play menu and the betting settings of a game', async () => {
    const menu = (await get('/lgw/games/2101/play_menu')).json<{
      switches: { manualInput: boolean };
      plays: { playId: string; odds: number; picker: { type: string } }[];
    }>();
    expect(menu.switches.manualInput).toBe(true);
    expect(menu.plays.map((play) => [play.playId, play.odds, play.picker.type])).toEqual([
      ['VN_DE', 98, 'numbers'],
      ['VN_LO', 3.6, 'numbers'],
      ['VN_3CANG', 980, 'numbers'],
    ]);
    const setting = (await get('/lgw/games/1001/setting')).json();
    expect(setting).toMatchObject({
      modes: ['pick'],
      units: [0.1, 1, 2, 5, 10],
      maxMultiple: 999,
      closeSeconds: 5,
    });
  });
});

describe('results', () => {
  it('lists recent results newest first, one per numero, and hot/gap statistics', async () => {
    const recent = (await get('/lgw/numeros/recent', { gameId: '1001', limit: '30' })).json<{
      list: { numero: string; drawAt: number; result: string[]; sum: number }[];
    }>();
    expect(recent.list).toHaveLength(30);
    const times = recent.list.map((draw) => draw.drawAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]! - times[1]!).toBe(60_000);
    for (const draw of recent.list)
      expect(draw.sum).toBe(draw.result.reduce((s, d) => s + Number(d), 0));
    const again = (await get('/lgw/numeros/recent', { gameId: '1001', limit: '30' })).json();
    expect(again).toEqual(recent);

    const stats = (await get('/lgw/stats/hot-gap', { gameId: '1001', limit: '30' })).json<{
      sample: number;
      positions: { digits: { hot: number; gap: number }[] }[];
    }>();
    expect(stats.sample).toBe(30);
    expect(stats.positions).toHaveLength(5);
    for (const position of stats.positions)
      expect(position.digits.reduce((sum, digit) => sum + digit.hot, 0)).toBe(30);
  });

  it('shows Vietnamese prize tiers', async () => {
    const vn = (await get('/lgw/vn/results/recent', { limit: '2' })).json<{
      games: { gameId: number; list: { tiers: Record<string, string[]> }[] }[];
    }>();
    expect(vn.games.map((game) => game.gameId)).toEqual([2101, 2102]);
    expect(vn.games[0]?.list[0]?.tiers.third).toHaveLength(6);
  });

  it('answers a drawn numero and refuses one still ahead', async () => {
    const current = await currentNumero(app, PERLAS, 1002);
    const pending = await get('/lgw/draw/1002', { numero: current.numero });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toMatchObject({ errorCode: 'lottery.draw.pending' });
    const last = (await get('/lgw/draw/1002')).json<{ numero: string; drawAt: number }>();
    expect(last.drawAt).toBe(current.drawAt - 300_000);
  });
});

describe('raw JSON errors and the development clock', () => {
  it('answers errorCode and message with a non-2xx status', async () => {
    const noMerchant = await app.inject({ method: 'GET', url: '/lgw/games' });
    expect(noMerchant.statusCode).toBe(400);
    expect(noMerchant.json()).toEqual({
      errorCode: 'function.not.available',
      message: 'Missing Merchant header: every /lgw call names its merchant code',
    });
    expect((await get('/lgw/games/9999/setting')).json()).toMatchObject({
      errorCode: 'lottery.game.unknown',
    });
    expect((await get('/lgw/nothing')).statusCode).toBe(404);
    expect((await get('/lgw/games', { prizeMode: 'ZY' })).json()).toMatchObject({
      errorCode: 'invalid.request',
    });
    const guest = await lgw(app, LUCKY7, 'GET', '/lgw/orders');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('advances one game to its close, then past its draw', async () => {
    const before = await currentNumero(app, LUCKY7, 1101);
    const closed = await lgw(app, LUCKY7, 'POST', '/dev/lottery/advance', {
      payload: { gameId: 1101, to: 'close' },
    });
    expect(closed.json<{ current: { numero: string } }>().current.numero).not.toBe(before.numero);
    await lgw(app, LUCKY7, 'POST', '/dev/lottery/advance', {
      payload: { gameId: 1101, ms: 60_000 },
    });
    const drawn = await lgw(app, LUCKY7, 'GET', '/lgw/draw/1101', {
      query: { numero: before.numero },
    });
    expect(drawn.json<{ result: string[] }>().result).toHaveLength(3);
  });
});
