import type { FastifyInstance } from 'fastify';

import { toMinor } from '../../../contract/money';
import { call } from './content';
import { freshPlayer, gameOf, type Player, TENANT_OF } from './play';

export type Kind = 'dailySalary' | 'dividend' | 'hourSalary';

export const GETTER: Record<Kind, string> = {
  dailySalary: '/wps/relay/MCSFE_getDailySalaryContract',
  dividend: '/wps/relay/MCSFE_getContractDividend',
  hourSalary: '/wps/relay/MCSFE_getContractHourSalary',
};

export const PROCESS: Record<Kind, string> = {
  dailySalary: '/wps/relay/MCSFE_processDailySalaryContract',
  dividend: '/wps/relay/MCSFE_processContractDividend',
  hourSalary: '/wps/relay/MCSFE_processContractHourSalary',
};

export interface ContractView {
  id: number;
  kind: Kind;
  status: string;
  terms: Record<string, unknown>;
  offeredAt: number;
  answeredAt: number | null;
}

/** A new agent (type 1 unless told) with a live session and no contract. */
export async function freshAgent(app: FastifyInstance, merchant: string, customerType = 1) {
  return freshPlayer(app, merchant, 0, customerType);
}

export function offer(app: FastifyInstance, agent: Player, kind: Kind, terms?: object) {
  return call<ContractView>(app, agent.merchant, undefined, 'POST', '/dev/contracts/offer', {
    username: agent.username,
    kind,
    ...(terms ? { terms } : {}),
  });
}

export function settle(app: FastifyInstance, agent: Player, kind: Kind, period?: string) {
  return call<{ outcome: string; period: string; balance?: number; payout?: { amount: number } }>(
    app,
    agent.merchant,
    undefined,
    'POST',
    '/dev/contracts/settle',
    { username: agent.username, kind, ...(period ? { period } : {}) },
  );
}

export function check(app: FastifyInstance, merchant: string, token?: string) {
  return call<Record<string, number> & { offers: { kind: Kind; id: number }[] }>(
    app,
    merchant,
    token,
    'GET',
    '/wps/relay/MCSFE_checkContracts',
  );
}

export function answer(
  app: FastifyInstance,
  agent: Player,
  kind: Kind,
  contractId: number,
  accept: boolean,
) {
  return call<ContractView>(app, agent.merchant, agent.token, 'POST', PROCESS[kind], {
    contractId,
    accept,
  });
}

export function contractPage(app: FastifyInstance, agent: Player, kind: Kind) {
  return call<{ contract: ContractView | null; payouts: { period: string; amount: number }[] }>(
    app,
    agent.merchant,
    agent.token,
    'GET',
    GETTER[kind],
  );
}

/** A member under `agent` with settled rounds (real-money game rounds) at `at`: `[bet, win]` each. */
export async function downlineRounds(
  app: FastifyInstance,
  agent: Player,
  at: number,
  rounds: [number, number][],
) {
  const member = await freshPlayer(app, agent.merchant, 0);
  const tenantId = TENANT_OF[agent.merchant];
  const { db } = app.deps;
  await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [
    member.memberId,
    agent.memberId,
  ]);
  const game = await gameOf(app, agent.merchant, 'slot');
  for (const [index, [bet, win]] of rounds.entries())
    await db.query(
      `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, outcome, balance_after, bet_at,
         settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, '{}', 0, $7, $7)`,
      [tenantId, member.memberId, game.id, `r${index}-${at}`, toMinor(bet), toMinor(win), at],
    );
  return member;
}
