import type { DepositStatus } from '../../../contract/deposit';
import { isWholeCents, type Minor, toMajor, toMinor } from '../../../contract/money';
import type { Db, Queryable } from '../../db/db';
import { type Clock, MINUTE } from '../clock';
import { type ChannelType, findChannel } from './channels';
import { depositErrors } from './deposit-errors';

/** A pending deposit not paid within this time turns `expired`. */
export const DEPOSIT_TTL_MS = 30 * MINUTE;
/** How many deposits a member may have waiting for payment at once. */
export const MAX_PENDING_DEPOSITS = 3;

export type { DepositStatus };

export interface DepositRecord {
  id: number;
  tenantId: string;
  memberId: number;
  requestId: string;
  channel: string;
  channelName: string;
  channelType: ChannelType;
  amount: Minor;
  currency: string;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
}

export const DEPOSIT_COLUMNS = `d.id, d.tenant_id AS "tenantId", d.member_id AS "memberId", d.request_id AS "requestId",
  d.channel_code AS channel, c.name AS "channelName", c.type AS "channelType", d.amount, d.currency, d.status,
  d.created_at AS "createdAt", d.expires_at AS "expiresAt", d.decided_at AS "decidedAt"`;
export const DEPOSIT_FROM = `deposits d JOIN deposit_channels c ON c.tenant_id = d.tenant_id AND c.code = d.channel_code`;

/** `D` + the UTC day of the request + the id: what the member quotes to support. */
export function orderNoOf(deposit: Pick<DepositRecord, 'id' | 'createdAt'>): string {
  const day = new Date(deposit.createdAt).toISOString().slice(0, 10).replace(/-/g, '');
  return `D${day}${String(deposit.id).padStart(6, '0')}`;
}

/** Turns the member's overdue pending deposits `expired` (decided at their expiry time). */
export async function expireOverdue(db: Queryable, now: Clock, tenantId: string, memberId: number) {
  await db.query(
    `UPDATE deposits SET status = 'expired', decided_at = expires_at
     WHERE tenant_id = $1 AND member_id = $2 AND status = 'pending' AND expires_at <= $3`,
    [tenantId, memberId, now()],
  );
}

/** One deposit of the member (tenant isolation: another member's or tenant's id is not found). */
export async function findDeposit(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number,
  id: number,
) {
  await expireOverdue(db, now, tenantId, memberId);
  const [deposit] = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE d.tenant_id = $1 AND d.member_id = $2 AND d.id = $3`,
    [tenantId, memberId, id],
  );
  return deposit;
}

export interface NewDeposit {
  tenantId: string;
  memberId: number;
  requestId: string;
  channel: string;
  amount: number;
}

function checkCents(amount: number): Minor {
  if (!(amount > 0) || !isWholeCents(amount)) throw depositErrors.amountInvalid();
  return toMinor(amount);
}

/**
 * Records a pending deposit. `requestId` makes it idempotent: the same key with the same channel and
 * amount answers the first deposit (`replayed`), with anything else `request.conflict`. The member's
 * row is locked so concurrent requests cannot pass the pending limit together.
 */
export async function createDeposit(db: Db, now: Clock, input: NewDeposit) {
  const amount = checkCents(input.amount);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
      input.tenantId,
      input.memberId,
    ]);
    const [prior] = await tx.query<DepositRecord>(
      `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM}
       WHERE d.tenant_id = $1 AND d.member_id = $2 AND d.request_id = $3`,
      [input.tenantId, input.memberId, input.requestId],
    );
    if (prior) {
      if (prior.channel !== input.channel || prior.amount !== amount)
        throw depositErrors.conflict();
      await expireOverdue(tx, now, input.tenantId, input.memberId);
      const current = await findDeposit(tx, now, input.tenantId, input.memberId, prior.id);
      return { deposit: current ?? prior, replayed: true };
    }
    const channel = await findChannel(tx, input.tenantId, input.channel);
    if (!channel) throw depositErrors.channelUnknown();
    if (amount < channel.minAmount) throw depositErrors.tooSmall(toMajor(channel.minAmount));
    if (amount > channel.maxAmount) throw depositErrors.tooLarge(toMajor(channel.maxAmount));
    await expireOverdue(tx, now, input.tenantId, input.memberId);
    const [pending] = await tx.query<{ count: number }>(
      `SELECT count(*) AS count FROM deposits WHERE tenant_id = $1 AND member_id = $2 AND status = 'pending'`,
      [input.tenantId, input.memberId],
    );
    if ((pending?.count ?? 0) >= MAX_PENDING_DEPOSITS)
      throw depositErrors.pendingLimit(MAX_PENDING_DEPOSITS);
    const created = now();
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO deposits (tenant_id, member_id, request_id, channel_code, amount, currency, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        input.tenantId,
        input.memberId,
        input.requestId,
        channel.code,
        amount,
        channel.currency,
        created,
        created + DEPOSIT_TTL_MS,
      ],
    );
    const deposit = row && (await findDeposit(tx, now, input.tenantId, input.memberId, row.id));
    if (!deposit) throw new Error('deposit not recorded');
    return { deposit, replayed: false };
  });
}
