import { toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { type Clock, DAY, HOUR } from '../../domain/clock';
import { tenantCountry } from '../../domain/countries';
import {
  bankList,
  decideWithdrawal,
  type Decision,
  feeOf,
  placeWithdrawal,
  seedWithdrawRules,
  withdrawRules,
} from '../../domain/withdraw';
import type { Db } from '../db';

/** Demo accounts that get a payout card and a short withdrawal history. */
const WITH_HISTORY = ['member0', 'agent1'];

const HISTORY: {
  key: string;
  amount: number;
  daysAgo: number;
  decision: Decision;
  reason: string;
}[] = [
  { key: 'seed-wd-1', amount: 200, daysAgo: 6, decision: 'approve', reason: '' },
  {
    key: 'seed-wd-2',
    amount: 150,
    daysAgo: 2,
    decision: 'reject',
    reason: 'Account name does not match.',
  },
];

async function seedCard(
  db: Db,
  now: Clock,
  tenant: Tenant,
  member: { id: number; nickname: string },
) {
  const bank = bankList(tenantCountry(tenant)).BC[0];
  if (!bank) return undefined;
  await db.query(
    `INSERT INTO bank_cards (tenant_id, member_id, card_type, bank_code, bank_name, holder_name, account_number,
       created_at)
     VALUES ($1, $2, 'BC', $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      tenant.code,
      member.id,
      bank.code,
      bank.name,
      member.nickname,
      `60100${member.id}4321`,
      now() - 30 * DAY,
    ],
  );
  const [card] = await db.query<{ id: number }>(
    `SELECT id FROM bank_cards WHERE tenant_id = $1 AND member_id = $2 AND account_number = $3`,
    [tenant.code, member.id, `60100${member.id}4321`],
  );
  return card?.id;
}

/**
 * Withdraw settings per tenant, and for a few demo accounts a bank card and an approved and a
 * rejected withdrawal made through the real functions (ledger rows `withdraw` / `withdraw.refund`).
 * Idempotent: fixed request ids, seeded rows are kept.
 */
export async function seedWithdrawals(db: Db, now: Clock, tenant: Tenant): Promise<void> {
  await seedWithdrawRules(db, tenant);
  const rules = await withdrawRules(db, tenant);
  const members = await db.query<{ id: number; nickname: string }>(
    'SELECT id, nickname FROM members WHERE tenant_id = $1 AND username = ANY($2) ORDER BY id',
    [tenant.code, WITH_HISTORY],
  );
  for (const member of members) {
    const bankCardId = await seedCard(db, now, tenant, member);
    if (bankCardId === undefined) continue;
    for (const item of HISTORY) {
      const [seen] = await db.query(
        'SELECT 1 FROM withdrawals WHERE tenant_id = $1 AND member_id = $2 AND request_id = $3',
        [tenant.code, member.id, item.key],
      );
      if (seen) continue;
      const at = now() - item.daysAgo * DAY;
      const placed = await placeWithdrawal(db, () => at, {
        tenantId: tenant.code,
        memberId: member.id,
        requestId: item.key,
        bankCardId,
        amount: toMinor(item.amount),
        fee: feeOf(rules, toMinor(item.amount)),
        dailyCount: Number.MAX_SAFE_INTEGER,
        today: [at, at + 1],
      });
      const decidedAt = () => at + 3 * HOUR;
      const { id } = placed.withdrawal;
      await decideWithdrawal(db, decidedAt, tenant.code, id, item.decision, item.reason);
    }
  }
}
