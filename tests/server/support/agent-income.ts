import type { FastifyInstance } from 'fastify';

import { type Minor, toMinor } from '../../../contract/money';
import { majorFields } from '../../../server/domain/money-edge';
import { getAs } from './app';
import { freshPlayer, type Player, TENANT_OF } from './play';

/** A fresh account of `customerType` under `upline` (none: a top-level agent). */
export async function teamMember(
  app: FastifyInstance,
  merchant: string,
  customerType: number,
  upline?: Player,
): Promise<Player> {
  const member = await freshPlayer(app, merchant, 0, customerType);
  if (upline)
    await app.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
      upline.memberId,
      member.memberId,
    ]);
  return member;
}

/** A settled round of `bet` (and `win`) on a game of `gameType`, played at `at`. */
export async function betRound(
  app: FastifyInstance,
  player: Player,
  gameType: string,
  bet: number,
  at: number,
  win = 0,
) {
  const tenantId = TENANT_OF[player.merchant];
  const [game] = await app.deps.db.query<{ id: number }>(
    'SELECT id FROM games WHERE tenant_id = $1 AND game_type = $2 ORDER BY id LIMIT 1',
    [tenantId, gameType],
  );
  if (!game) throw new Error(`no ${gameType} game`);
  await app.deps.db.query(
    `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, outcome, balance_after,
       bet_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, '{}'::jsonb, 0, $7, $7)`,
    [
      tenantId,
      player.memberId,
      game.id,
      `t-${Math.random().toString(36).slice(2)}`,
      toMinor(bet),
      toMinor(win),
      at,
    ],
  );
}

/** Sets the agent's own rate of a game type. */
export async function setRate(app: FastifyInstance, agent: Player, gameType: string, rate: number) {
  await app.deps.db.query(
    `INSERT INTO agent_rebate_rates (tenant_id, agent_id, game_type, rate) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, agent_id, game_type) DO UPDATE SET rate = excluded.rate`,
    [TENANT_OF[agent.merchant], agent.memberId, gameType, rate],
  );
}

/** `value` of an agent call (the whole answer when it failed). */
export async function agentGet(app: FastifyInstance, agent: Player, url: string) {
  const answer = (await getAs(app, agent.merchant, url, agent.token)).json();
  if (!answer.success) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.value;
}

export function settle(app: FastifyInstance, merchant: string, username: string, day: string) {
  return app.inject({
    method: 'POST',
    url: '/dev/agent-income/settle',
    headers: { merchant },
    payload: { username, day },
  });
}

export async function rebatePostings(app: FastifyInstance, agent: Player) {
  const rows = await app.deps.db.query<{ amount: Minor; reference: string }>(
    `SELECT amount, reference FROM ledger_entries WHERE member_id = $1 AND kind = 'agent.rebate'`,
    [agent.memberId],
  );
  return rows.map((row) => majorFields(row, ['amount']));
}
