import { toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { type Clock, HOUR, MINUTE } from '../../domain/clock';
import {
  DEPOSIT_TTL_MS,
  type DepositStatus,
  listChannels,
  seedDepositChannels,
} from '../../domain/deposit';
import { applyPosting } from '../../domain/ledger';
import { tenantCurrency } from '../../domain/tenants';
import type { Db } from '../db';

interface SeedDeposit {
  username: string;
  key: string;
  /** Index into the tenant's channels, and into that channel's quick amounts. */
  channel: number;
  amount: number;
  status: Exclude<DepositStatus, 'pending'>;
  hoursAgo: number;
}

/** A short history per demo account so the deposit report is not empty. */
const HISTORY: SeedDeposit[] = [
  {
    username: 'member0',
    key: '1',
    channel: 0,
    amount: 2,
    status: 'approved',
    hoursAgo: 3 * 24 + 5,
  },
  {
    username: 'member0',
    key: '2',
    channel: 1,
    amount: 1,
    status: 'declined',
    hoursAgo: 2 * 24 + 2,
  },
  { username: 'member0', key: '3', channel: 2, amount: 0, status: 'approved', hoursAgo: 20 },
  { username: 'agent1', key: '1', channel: 2, amount: 0, status: 'approved', hoursAgo: 5 * 24 },
  { username: 'agent1', key: '2', channel: 0, amount: 1, status: 'expired', hoursAgo: 30 },
  { username: 'agent41', key: '1', channel: 1, amount: 2, status: 'approved', hoursAgo: 6 * 24 },
];

/**
 * The tenant's payment channels, and a few historic deposits of demo accounts. Approved ones are
 * real ledger rows (kind `deposit`, reference = deposit id, at the decision time). Idempotent: a
 * deposit's fixed request id makes a replay a no-op.
 */
export async function seedDeposits(db: Db, now: Clock, tenant: Tenant) {
  await seedDepositChannels(db, tenant.code, tenantCurrency(tenant).currency);
  const channels = await listChannels(db, tenant.code);
  for (const item of HISTORY) {
    const channel = channels[item.channel % channels.length];
    if (!channel) return;
    const amount = toMinor(channel.quickAmounts[item.amount] ?? channel.minAmount);
    const createdAt = now() - item.hoursAgo * HOUR;
    const decidedAt =
      item.status === 'expired' ? createdAt + DEPOSIT_TTL_MS : createdAt + 4 * MINUTE;
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number; memberId: number }>(
        `INSERT INTO deposits (tenant_id, member_id, request_id, channel_code, amount, currency, status, created_at,
           expires_at, decided_at)
         SELECT $1, m.id, $3, $4, $5, $6, $7, $8, $9, $10 FROM members m WHERE m.tenant_id = $1 AND m.username = $2
         ON CONFLICT DO NOTHING RETURNING id, member_id AS "memberId"`,
        [
          tenant.code,
          item.username,
          `seed-${item.key}`,
          channel.code,
          amount,
          channel.currency,
          item.status,
          createdAt,
          createdAt + DEPOSIT_TTL_MS,
          decidedAt,
        ],
      );
      if (!row || item.status !== 'approved') return;
      await applyPosting(tx, () => decidedAt, {
        tenantId: tenant.code,
        memberId: row.memberId,
        amount,
        kind: 'deposit',
        reference: String(row.id),
      });
    });
  }
}

/** Days back that cover every seeded deposit. */
export const SEEDED_DEPOSIT_DAYS =
  Math.ceil(Math.max(...HISTORY.map((item) => item.hoursAgo)) / 24) + 1;
