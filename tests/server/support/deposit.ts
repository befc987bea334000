import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Minor } from '../../../contract/money';
import { majorFields } from '../../../server/domain/money-edge';
import type { Player } from './play';

export interface DepositValue {
  id: number;
  orderNo: string;
  channel: string;
  channelType: string;
  amount: number;
  status: string;
  createdAt: number;
  decidedAt: number | null;
  payUrl?: string;
  qrImage?: string;
  replayed?: boolean;
}

export interface Channel {
  code: string;
  type: string;
  minAmount: number;
  maxAmount: number;
  quickAmounts: number[];
}

export async function depositChannels(app: FastifyInstance, player: Player): Promise<Channel[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/relay/MCSFE_getDepositSettings',
    headers: { merchant: player.merchant, authorization: player.token },
  });
  return response.json<{ value: { channels: Channel[] } }>().value.channels;
}

/** POST /wps/transaction/deposit; the envelope as JSON. */
export async function requestDeposit(
  app: FastifyInstance,
  player: Player,
  body: { channel: string; amount: number; requestId?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/transaction/deposit',
    headers: { merchant: player.merchant, authorization: player.token },
    payload: { requestId: randomUUID(), ...body },
  });
  return response.json<{ success: boolean; value: DepositValue; errorCode?: string }>();
}

/** Presses Approve or Decline on the payment page: the raw response (303 or 409). */
export function decide(app: FastifyInstance, payUrl: string, action: 'approve' | 'decline') {
  const [path, query] = payUrl.split('?');
  return app.inject({
    method: 'POST',
    url: `${path}/${action}${query ? `?${query}` : ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function balanceOf(app: FastifyInstance, player: Player): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/wallets/balance',
    headers: { merchant: player.merchant, authorization: player.token },
  });
  return response.json<{ value: { sumBalance: number } }>().value.sumBalance;
}

/** Ledger rows of kind `deposit` referring to this deposit. */
export async function depositPostings(app: FastifyInstance, id: number) {
  const rows = await app.deps.db.query<{ amount: Minor }>(
    `SELECT amount FROM ledger_entries WHERE kind = 'deposit' AND reference = $1`,
    [String(id)],
  );
  return rows.map((row) => majorFields(row, ['amount']));
}
