import type { FastifyInstance } from 'fastify';

import { type Minor, toMajor, toMinor } from '../../../contract/money';
import { TRIAL_TYPE } from '../../../schema/constants';
import { applyPosting, openAccount } from '../../../server/domain/ledger';
import { insertMember } from '../../../server/domain/members';
import { createSession } from '../../../server/domain/sessions';
import { freshName } from './accounts';
import { getAs } from './app';

/** Merchant code → tenant id of the demo tenants. */
export const TENANT_OF: Record<string, string> = {
  LUCKY7BR: 'lucky7',
  ROYAL88: 'royal88',
  PERLASPH: 'perlas',
};

export interface Player {
  token: string;
  memberId: number;
  username: string;
  merchant: string;
}

/** A new member of the tenant with `balance` in the main wallet and a live session. */
export async function freshPlayer(
  app: FastifyInstance,
  merchant: string,
  balance: number,
  customerType = 0,
): Promise<Player> {
  const { db, now } = app.deps;
  const tenantId = TENANT_OF[merchant] ?? '';
  const username = freshName(customerType === TRIAL_TYPE ? 'trial' : 'p');
  const memberId = await db.transaction(async (tx) => {
    const id = await insertMember(tx, {
      tenantId,
      merchantCode: merchant,
      username,
      passwordHash: null,
      customerType,
      nickname: username,
      mobileMasked: '',
      regDate: now(),
    });
    if (id === undefined) throw new Error('member not created');
    await openAccount(tx, tenantId, id, 'USD');
    if (balance > 0)
      await applyPosting(tx, now, {
        tenantId,
        memberId: id,
        amount: toMinor(balance),
        kind: 'seed.adjust',
      });
    return id;
  });
  const { token } = await createSession(db, now, { tenantId, memberId, ip: '', device: '' });
  return { token, memberId, username, merchant };
}

/** A game of the tenant of this kind whose min bet is at most `maxMinBet`. */
export async function gameOf(
  app: FastifyInstance,
  merchant: string,
  kind: 'slot' | 'table' | 'lobby',
  where = 'true',
) {
  const [game] = await app.deps.db.query<{ nodeId: string; minBet: number; id: number }>(
    `SELECT id, node_id AS "nodeId", min_bet AS "minBet" FROM games
     WHERE tenant_id = $1 AND play_kind = $2 AND ${where} ORDER BY min_bet, id LIMIT 1`,
    [TENANT_OF[merchant], kind],
  );
  if (!game) throw new Error(`no ${kind} game in ${merchant}`);
  return game;
}

/** Launches the game and returns the ticket of the answered URL. */
export async function launch(app: FastifyInstance, player: Player, nodeId: string) {
  const response = await getAs(
    app,
    player.merchant,
    `/wps/game/launchGame?nodeId=${nodeId}&gameType=RNG&platform=html5&launchMode=GLS`,
    player.token,
  );
  const url: string = response.json().value?.url ?? '';
  return { response, url, ticket: new URL(url, 'http://x').searchParams.get('ticket') ?? '' };
}

let roundCounter = 0;
export const newRoundId = () =>
  `r${Date.now().toString(36)}-${roundCounter++}-${Math.random().toString(36).slice(2, 10)}`;

export function playOnce(
  app: FastifyInstance,
  ticket: string,
  bet: number,
  roundId = newRoundId(),
  choice?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { ticket, bet, roundId, ...(choice ? { choice } : {}) },
  });
}

export async function walletBalance(app: FastifyInstance, memberId: number) {
  const [row] = await app.deps.db.query<{ balance: Minor }>(
    'SELECT balance FROM wallet_accounts WHERE member_id = $1 AND account_type_id = 1',
    [memberId],
  );
  return row && toMajor(row.balance);
}

export async function ledgerSum(app: FastifyInstance, memberId: number) {
  const [row] = await app.deps.db.query<{ total: Minor }>(
    'SELECT coalesce(sum(amount), 0) AS total FROM ledger_entries WHERE member_id = $1',
    [memberId],
  );
  return row && toMajor(row.total);
}

/** A new session for the player (sessions end after 30 idle minutes when a test moves the clock). */
export async function renewSession(app: FastifyInstance, player: Player): Promise<Player> {
  const { db, now } = app.deps;
  const tenantId = TENANT_OF[player.merchant] ?? '';
  const { token } = await createSession(db, now, {
    tenantId,
    memberId: player.memberId,
    ip: '',
    device: '',
  });
  return { ...player, token };
}
