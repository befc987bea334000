import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Minor } from '../../../contract/money';
import { majorFields } from '../../../server/domain/money-edge';
import { createSession } from '../../../server/domain/sessions';
import { type Player, TENANT_OF } from './play';

export interface Answer<T = Record<string, unknown>> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

/** GET a rewards relay as the player. */
export async function getRelay<T = Record<string, unknown>>(
  app: FastifyInstance,
  player: Pick<Player, 'merchant' | 'token'>,
  url: string,
) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { merchant: player.merchant, authorization: player.token },
  });
  return response.json<Answer<T>>();
}

/** POST JSON to a rewards relay as the player (a fresh requestId unless the body has one). */
export async function postRelay<T = Record<string, unknown>>(
  app: FastifyInstance,
  player: Pick<Player, 'merchant' | 'token'>,
  url: string,
  body: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { merchant: player.merchant, authorization: player.token },
    payload: { requestId: randomUUID(), ...body },
  });
  return Object.assign(response.json<Answer<T>>(), { statusCode: response.statusCode });
}

export interface Card {
  id: number;
  type: string;
  entry: string;
  phase: string;
  bonusAmount: number;
  bannerUrl: string;
  myRecord: { id: number; status: string } | null;
}

export async function promotionList(
  app: FastifyInstance,
  player: Pick<Player, 'merchant' | 'token'>,
) {
  return (await getRelay<{ list: Card[] }>(app, player, '/wps/relay/PROMOFE_getPromotionList'))
    .value.list;
}

export async function promotionOf(app: FastifyInstance, player: Player, type: string) {
  const card = (await promotionList(app, player)).find((item) => item.type === type);
  if (!card) throw new Error(`no ${type} promotion`);
  return card;
}

export async function bonusPostings(app: FastifyInstance, player: Player, kind: string) {
  const rows = await app.deps.db.query<{ amount: Minor; reference: string }>(
    `SELECT amount, reference FROM ledger_entries WHERE member_id = $1 AND kind = $2`,
    [player.memberId, kind],
  );
  return rows.map((row) => majorFields(row, ['amount']));
}

/** A PNG / JPEG / GIF signature followed by filler up to `bytes`, as base64. */
export function pictureBase64(kind: 'png' | 'jpg' | 'gif', bytes = 256): string {
  const magic = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  }[kind];
  const data = Buffer.alloc(bytes, 7);
  data.set(magic);
  return data.toString('base64');
}

/** A new session for the player at the server's current time (after a test moved the clock). */
export async function sessionAt(app: FastifyInstance, player: Player) {
  const tenantId = TENANT_OF[player.merchant] ?? '';
  const session = await createSession(app.deps.db, app.deps.now, {
    tenantId,
    memberId: player.memberId,
    ip: '',
    device: '',
  });
  return session.token;
}
