import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Game } from '../../contract/games';
import { getAs, loginToken, LUCKY7, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];
beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

function send(
  method: 'POST' | 'DELETE',
  url: string,
  merchant: string,
  token: string,
  nodeId: string,
) {
  return app.inject({
    method,
    url,
    headers: { merchant, authorization: token },
    payload: { nodeId },
  });
}
const add = (merchant: string, token: string, nodeId: string) =>
  send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', merchant, token, nodeId);
const remove = (merchant: string, token: string, nodeId: string) =>
  send('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', merchant, token, nodeId);
const favouriteIds = async (merchant: string, token: string) =>
  (await getAs(app, merchant, '/wps/relay/MCSFE_getFavoriteGames', token)).json().value as string[];

/** A fresh free-trial account: nothing seeded can have touched its lists. */
async function trialToken(merchant: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant },
  });
  return response.json().value.token;
}

async function gamesOf(merchant: string, gameType: string, count: number): Promise<Game[]> {
  const url = `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=${count}`;
  return (await getAs(app, merchant, url)).json().value.games;
}

describe('favourites', () => {
  it('adds, lists, removes, and treats repeats as no-ops', async () => {
    const token = await trialToken(LUCKY7);
    const [slot, other] = await gamesOf(LUCKY7, 'RNG', 2);
    const [table] = await gamesOf(LUCKY7, 'LIVE', 1);
    for (const game of [slot, other, table, slot]) {
      const response = await add(LUCKY7, token, game?.nodeId ?? '');
      expect(response.json()).toEqual({ success: true, value: true });
    }
    expect((await favouriteIds(LUCKY7, token)).sort()).toEqual(
      [slot, other, table].map((game) => game?.nodeId).sort(),
    );

    const slots = (
      await getAs(
        app,
        LUCKY7,
        '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=1&pageSize=26',
        token,
      )
    ).json().value;
    expect(slots).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(slots.content.map((game: Game) => game.nodeId).sort()).toEqual(
      [slot, other].map((game) => game?.nodeId).sort(),
    );
    const paged = (
      await getAs(app, LUCKY7, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2', token)
    ).json().value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(paged.content).toHaveLength(1);

    expect((await remove(LUCKY7, token, slot?.nodeId ?? '')).json().value).toBe(true);
    expect((await remove(LUCKY7, token, slot?.nodeId ?? '')).json().value).toBe(true);
    expect(await favouriteIds(LUCKY7, token)).not.toContain(slot?.nodeId);
    expect(await favouriteIds(LUCKY7, token)).toHaveLength(2);
  });

  it('answers game.not.found for an unknown node id and 401 without a session', async () => {
    const token = await loginToken(app, LUCKY7, 'agent2');
    expect((await add(LUCKY7, token, '999999999')).json()).toMatchObject({
      success: false,
      errorCode: 'game.not.found',
    });
    expect((await add(LUCKY7, '', '100001')).statusCode).toBe(401);
    expect((await getAs(app, LUCKY7, '/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    const missing = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { merchant: LUCKY7, authorization: token },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('keeps members and tenants apart', async () => {
    const lucky = await loginToken(app, LUCKY7, 'member0');
    const royal = await loginToken(app, ROYAL88, 'member0');
    const other = await loginToken(app, LUCKY7, 'member40');
    const [game] = await gamesOf(LUCKY7, 'FISH', 1);
    const nodeId = game?.nodeId ?? '';
    await add(LUCKY7, lucky, nodeId);
    expect(await favouriteIds(LUCKY7, lucky)).toEqual([nodeId]);
    expect(await favouriteIds(ROYAL88, royal)).toEqual([]);
    expect(await favouriteIds(LUCKY7, other)).toEqual([]);
    // A lucky7 token means nothing to royal88, so it cannot change royal88 favourites either.
    expect((await add(ROYAL88, lucky, nodeId)).statusCode).toBe(401);
    expect((await remove(ROYAL88, lucky, nodeId)).statusCode).toBe(401);
    await add(ROYAL88, royal, nodeId);
    await remove(ROYAL88, royal, nodeId);
    expect(await favouriteIds(LUCKY7, lucky)).toEqual([nodeId]);
  });
});

describe('recent games', () => {
  it('lists the games played, newest first, a replay moving to the top', async () => {
    const token = await trialToken(ROYAL88);
    const games = await gamesOf(ROYAL88, 'RNG', 3);
    const [live] = await gamesOf(ROYAL88, 'LIVE', 1);
    for (const game of [...games, live, games[0]]) {
      clock.advance(1000);
      const url = `/wps/relay/GCS_addRecentGame?nodeId=${game?.nodeId}`;
      expect((await getAs(app, ROYAL88, url, token)).json().value).toBe(true);
    }
    const recent = (
      await getAs(app, ROYAL88, '/wps/relay/GCS_recentGame?page=1&pageSize=25', token)
    ).json().value;
    expect(recent.list.map((game: Game) => game.nodeId)).toEqual(
      [games[0], live, games[2], games[1]].map((game) => game?.nodeId),
    );
    expect(recent).toMatchObject({ pageNum: 1, totalPages: 1 });
    const slots = (
      await getAs(app, ROYAL88, '/wps/relay/GCS_recentGame?gameType=RNG&page=2&pageSize=2', token)
    ).json().value;
    expect(slots.list.map((game: Game) => game.nodeId)).toEqual([games[1]?.nodeId]);
    expect(slots.totalPages).toBe(2);
    const unknown = await getAs(app, ROYAL88, '/wps/relay/GCS_addRecentGame?nodeId=0', token);
    expect(unknown.json().errorCode).toBe('game.not.found');
  });
});
