import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Minor } from '../../contract/money';
import { HOUR } from '../../server/domain/clock';
import { majorFields } from '../../server/domain/money-edge';
import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import {
  freshPlayer,
  gameOf,
  launch,
  ledgerSum,
  newRoundId,
  playOnce,
  walletBalance,
} from './support/play';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const ledgerRows = async (memberId: number, reference: string) => {
  const rows = await app.deps.db.query<{ kind: string; amount: Minor }>(
    'SELECT kind, amount FROM ledger_entries WHERE member_id = $1 AND reference = $2 ORDER BY id',
    [memberId, reference],
  );
  return rows.map((row) => majorFields(row, ['amount']));
};

describe('launchGame', () => {
  it('needs a session', async () => {
    const slot = await gameOf(app, LUCKY7, 'slot');
    const response = await getAs(app, LUCKY7, `/wps/game/launchGame?nodeId=${slot.nodeId}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('login.not.session');
  });

  it('answers game.not.found for an unknown node id', async () => {
    const player = await freshPlayer(app, LUCKY7, 10);
    const { response } = await launch(app, player, '999999999');
    expect(response.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
  });

  it('answers a same-origin demo page per play kind and records a recent game', async () => {
    const player = await freshPlayer(app, PERLAS, 10);
    for (const kind of ['slot', 'table', 'lobby'] as const) {
      const game = await gameOf(app, PERLAS, kind);
      const { response, url } = await launch(app, player, game.nodeId);
      const value = response.json().value;
      expect(value.content.game_url).toBe(url);
      expect(url).toMatch(
        new RegExp(`^/demo-games/${kind}\\.html\\?ticket=[\\w-]+\\.[\\w-]+\\.[\\w-]+`),
      );
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`${kind}.js`);
    }
    const recent = await app.deps.db.query('SELECT 1 FROM recent_games WHERE member_id = $1', [
      player.memberId,
    ]);
    expect(recent).toHaveLength(3);
  });

  it('lets a free-trial account play with its trial wallet', async () => {
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: ROYAL88 },
      payload: {},
    });
    const token = trial.json().value.token;
    const slot = await gameOf(app, ROYAL88, 'slot', 'min_bet <= 1');
    const { ticket } = await launch(
      app,
      { token, merchant: ROYAL88, memberId: 0, username: '' },
      slot.nodeId,
    );
    const state = await app.inject({
      method: 'GET',
      url: `/demo-games/api/state?ticket=${ticket}`,
    });
    expect(state.json()).toMatchObject({
      balance: 2000,
      game: { kind: 'slot', nodeId: slot.nodeId },
    });
    const round = await playOnce(app, ticket, 1);
    expect(round.statusCode).toBe(200);
    const [row] = await app.deps.db.query<{ trial: boolean }>(
      'SELECT trial FROM game_rounds WHERE round_id = $1',
      [round.json().roundId],
    );
    expect(row?.trial).toBe(true);
    const wallet = await getAs(app, ROYAL88, '/wps/wallets/balance', token);
    expect(wallet.json().value.sumBalance).toBe(round.json().balance);
  });
});

describe('demo game rounds', () => {
  it('moves the balance by exactly win − bet: one ledger row for a loss, two for a win', async () => {
    const player = await freshPlayer(app, LUCKY7, 500);
    const slot = await gameOf(app, LUCKY7, 'slot', 'min_bet <= 1');
    const { ticket } = await launch(app, player, slot.nodeId);
    const seen = { win: false, loss: false };
    for (let index = 0; index < 80 && !(seen.win && seen.loss); index++) {
      const before = await walletBalance(app, player.memberId);
      const response = await playOnce(app, ticket, 1);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.outcome.grid).toHaveLength(3);
      const after = await walletBalance(app, player.memberId);
      expect(after).toBeCloseTo((before ?? 0) + result.win - 1, 2);
      expect(result.balance).toBe(after);
      const rows = await ledgerRows(player.memberId, result.roundId);
      if (result.win > 0) {
        seen.win = true;
        expect(rows).toEqual([
          { kind: 'game.bet', amount: -1 },
          { kind: 'game.win', amount: result.win },
        ]);
      } else {
        seen.loss = true;
        expect(rows).toEqual([{ kind: 'game.bet', amount: -1 }]);
      }
    }
    expect(seen).toEqual({ win: true, loss: true });
    expect(await ledgerSum(app, player.memberId)).toBe(await walletBalance(app, player.memberId));
  });

  it('plays a repeated round id once and answers the first result again', async () => {
    const player = await freshPlayer(app, LUCKY7, 100);
    const table = await gameOf(app, LUCKY7, 'table', 'min_bet <= 5');
    const { ticket } = await launch(app, player, table.nodeId);
    const roundId = newRoundId();
    const first = await playOnce(app, ticket, 5, roundId, 'dragon');
    const again = await playOnce(app, ticket, 50, roundId, 'tiger');
    expect(again.json()).toEqual(first.json());
    expect(first.json().outcome.choice).toBe('dragon');
    const rounds = await app.deps.db.query('SELECT 1 FROM game_rounds WHERE member_id = $1', [
      player.memberId,
    ]);
    expect(rounds).toHaveLength(1);
    expect(await walletBalance(app, player.memberId)).toBe(first.json().balance);
  });

  it('refuses a bet above the balance with 400 insufficient.balance and records nothing', async () => {
    const player = await freshPlayer(app, PERLAS, 3);
    const slot = await gameOf(app, PERLAS, 'slot', 'min_bet <= 1');
    const { ticket } = await launch(app, player, slot.nodeId);
    const response = await playOnce(app, ticket, 5);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('insufficient.balance');
    expect(await walletBalance(app, player.memberId)).toBe(3);
    const rows = await app.deps.db.query(
      "SELECT 1 FROM ledger_entries WHERE member_id = $1 AND kind LIKE 'game.%'",
      [player.memberId],
    );
    expect(rows).toHaveLength(0);
  });

  it('checks the bet, the pick and the ticket', async () => {
    const player = await freshPlayer(app, LUCKY7, 100);
    const lobby = await gameOf(app, LUCKY7, 'lobby');
    const { ticket } = await launch(app, player, lobby.nodeId);
    const below = await playOnce(app, ticket, lobby.minBet / 2, undefined, 'x:y');
    expect([below.statusCode, below.json().errorCode]).toEqual([400, 'bet.invalid']);
    const noPick = await playOnce(app, ticket, Math.max(lobby.minBet, 1), undefined, 'nope:none');
    expect([noPick.statusCode, noPick.json().errorCode]).toEqual([400, 'choice.invalid']);
    const forged = `${ticket.slice(0, -2)}xx`;
    const bad = await playOnce(app, forged, 1);
    expect([bad.statusCode, bad.json().errorCode]).toEqual([401, 'ticket.invalid']);
    expect(
      (await app.inject({ method: 'GET', url: `/demo-games/api/state?ticket=${forged}` }))
        .statusCode,
    ).toBe(401);
    const state = (
      await app.inject({ method: 'GET', url: `/demo-games/api/state?ticket=${ticket}` })
    ).json();
    const option = state.game.markets[0].options[0];
    const placed = await playOnce(
      app,
      ticket,
      Math.max(lobby.minBet, 1),
      undefined,
      `${state.game.markets[0].id}:${option.id}`,
    );
    expect(placed.statusCode).toBe(200);
    expect(placed.json().outcome).toMatchObject({ pick: option.id, odds: option.odds });
  });

  it('expires tickets after an hour', async () => {
    const player = await freshPlayer(app, LUCKY7, 100);
    const slot = await gameOf(app, LUCKY7, 'slot', 'min_bet <= 1');
    const { ticket } = await launch(app, player, slot.nodeId);
    expect((await playOnce(app, ticket, 1)).statusCode).toBe(200);
    clock.advance(HOUR + 1000);
    expect((await playOnce(app, ticket, 1)).statusCode).toBe(401);
  });

  it('keeps tenants apart: tokens, games, money and history stay in their tenant', async () => {
    const player = await freshPlayer(app, LUCKY7, 100);
    const slot = await gameOf(app, LUCKY7, 'slot');
    const crossToken = await getAs(
      app,
      PERLAS,
      `/wps/game/launchGame?nodeId=${slot.nodeId}`,
      player.token,
    );
    expect(crossToken.statusCode).toBe(401);
    const perlasPlayer = await freshPlayer(app, PERLAS, 100);
    const { ticket } = await launch(
      app,
      perlasPlayer,
      (await gameOf(app, PERLAS, 'slot', 'min_bet <= 1')).nodeId,
    );
    const result = (await playOnce(app, ticket, 1)).json();
    const rows = await app.deps.db.query<{ tenantId: string }>(
      `SELECT DISTINCT l.tenant_id AS "tenantId" FROM ledger_entries l WHERE l.member_id = $1
       UNION SELECT DISTINCT g.tenant_id FROM game_rounds r JOIN games g ON g.id = r.game_id
       WHERE r.member_id = $1`,
      [perlasPlayer.memberId],
    );
    expect(rows).toEqual([{ tenantId: 'perlas' }]);
    const history = await getAs(app, LUCKY7, '/wps/report/accountGameBetHistory', player.token);
    expect(
      history.json().value.content.map((row: { roundId: string }) => row.roundId),
    ).not.toContain(result.roundId);
  });
});
