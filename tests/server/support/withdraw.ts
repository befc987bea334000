import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { sendEncrypted } from './accounts';
import { getAs } from './app';
import type { Player } from './play';

export const newRequestId = () => randomUUID();

/** Adds a payout card through the encrypted route; answers the raw envelope. */
export async function putCard(
  app: FastifyInstance,
  player: Player,
  card: Partial<{
    cardType: string;
    bankCode: string;
    holderName: string;
    accountNumber: string;
  }> = {},
) {
  const banks = (
    await getAs(app, player.merchant, '/wps/relay/MCSFE_getBankList', player.token)
  ).json().value;
  const cardType = card.cardType ?? 'BC';
  const body = {
    cardType,
    bankCode: card.bankCode ?? banks[cardType]?.[0]?.code ?? 'none',
    holderName: card.holderName ?? 'Maria Santos',
    accountNumber: card.accountNumber ?? `1234 5678 ${Math.floor(Math.random() * 9000) + 1000}`,
  };
  const response = await sendEncrypted(app, player.merchant, 'PUT', '/wps/member/bankCard', body, {
    authorization: player.token,
  });
  return response.json();
}

/** A card id of the player, added when needed. */
export async function cardOf(app: FastifyInstance, player: Player): Promise<number> {
  const answer = await putCard(app, player);
  if (!answer.success) throw new Error(`card not added: ${JSON.stringify(answer)}`);
  return answer.value.id;
}

export function withdraw(
  app: FastifyInstance,
  player: Player,
  body: { amount: number | string; bankCardId: number; password?: string; requestId?: string },
) {
  const payload = { requestId: newRequestId(), ...body };
  return sendEncrypted(app, player.merchant, 'POST', '/wps/transaction/withdraw', payload, {
    authorization: player.token,
  });
}

export function decide(
  app: FastifyInstance,
  merchant: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/dev/withdrawals/${id}/decide`,
    headers: { merchant },
    payload: { decision, ...(reason ? { reason } : {}) },
  });
}

/** Sets a tenant's withdraw settings in the test's own database (the back office would). */
export async function setRules(app: FastifyInstance, tenantId: string, sets: string) {
  await app.deps.db.query(`UPDATE withdraw_settings SET ${sets} WHERE tenant_id = $1`, [tenantId]);
}

export async function report(app: FastifyInstance, player: Player, query = '') {
  const response = await getAs(
    app,
    player.merchant,
    `/wps/report/withdrawTransaction?startDate=2025-05-20&endDate=2025-06-10${query}`,
    player.token,
  );
  return response.json();
}
