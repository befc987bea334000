import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

export interface BetBody {
  playId: string;
  content: string;
  unit: number;
  multiple: number;
  betCount: number;
  amount: number;
}

export interface Current {
  numero: string;
  closeAt: number;
  drawAt: number;
  serverTime: number;
  closeInMs: number;
  drawInMs: number;
}

/** Raw `/lgw` call with the tenant and (optionally) the session. */
export function lgw(
  app: FastifyInstance,
  merchant: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; payload?: unknown; query?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { merchant };
  if (options.token) headers.authorization = options.token;
  return app.inject({
    method,
    url,
    headers,
    query: options.query,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export async function currentNumero(app: FastifyInstance, merchant: string, gameId: number) {
  const response = await lgw(app, merchant, 'GET', '/lgw/numeros/current', {
    query: { gameId: String(gameId) },
  });
  return response.json<Current>();
}

/** A bet row whose amount follows the documented rule: betCount × unit × multiple. */
export function bet(
  playId: string,
  content: string,
  betCount: number,
  unit = 1,
  multiple = 1,
): BetBody {
  return {
    playId,
    content,
    unit,
    multiple,
    betCount,
    amount: Math.round(betCount * unit * multiple * 100) / 100,
  };
}

export function placeSlip(
  app: FastifyInstance,
  merchant: string,
  token: string,
  slip: { gameId: number; numero: string; bets: BetBody[]; clientKey?: string },
) {
  return lgw(app, merchant, 'POST', '/lgw/orders/betting', {
    token,
    payload: { clientKey: randomUUID(), ...slip },
  });
}

export async function balanceOf(app: FastifyInstance, merchant: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/wallets/balance',
    headers: { merchant, authorization: token },
  });
  return response.json<{ value: { sumBalance: number } }>().value.sumBalance;
}
