import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { type Minor, toMinor } from '../../../contract/money';
import { post } from '../../../server/domain/ledger';
import type { LedgerKind } from '../../../server/domain/ledger-kinds';
import { majorFields } from '../../../server/domain/money-edge';
import { getAs } from './app';
import { freshPlayer, type Player, TENANT_OF } from './play';

/** A fresh agent (type 1) and a fresh member (type 0) whose upline it is, both with balances. */
export async function memberWithUpline(
  app: FastifyInstance,
  merchant: string,
  memberBalance: number,
  uplineBalance = 0,
  memberType = 0,
) {
  const upline = await freshPlayer(app, merchant, uplineBalance, 1);
  const member = await freshPlayer(app, merchant, memberBalance, memberType);
  await app.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
    upline.memberId,
    member.memberId,
  ]);
  return { member, upline };
}

/** Posts a ledger row of `kind` (a unique reference) as another slice's money flow would. */
export function postKind(app: FastifyInstance, player: Player, kind: LedgerKind, amount: number) {
  return post(app.deps.db, app.deps.now, {
    tenantId: TENANT_OF[player.merchant] ?? '',
    memberId: player.memberId,
    amount: toMinor(amount),
    kind,
    reference: randomUUID(),
  });
}

export function transfer(
  app: FastifyInstance,
  player: Player,
  body: { amount: number; requestId?: string; password?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_transferToUpline',
    headers: { merchant: player.merchant, authorization: player.token },
    payload: { requestId: randomUUID(), ...body },
  });
}

/** The `value` of a report GET (throws on a failed envelope). */
export async function report<T>(app: FastifyInstance, player: Player, path: string): Promise<T> {
  const response = await getAs(app, player.merchant, path, player.token);
  const body = response.json<{ success: boolean; value: T }>();
  if (!body.success) throw new Error(`${path}: ${response.body}`);
  return body.value;
}

export interface Page<Row, Footer> {
  content: Row[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  footer: Footer;
}

export async function ledgerRows(app: FastifyInstance, memberId: number) {
  const rows = await app.deps.db.query<{ kind: string; amount: Minor; reference: string }>(
    'SELECT kind, amount, reference FROM ledger_entries WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((row) => majorFields(row, ['amount']));
}
