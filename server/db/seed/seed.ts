import { toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { seedAffiliateCodes } from '../../domain/affiliates';
import { type Clock, DAY } from '../../domain/clock';
import { applyPosting, openAccount } from '../../domain/ledger';
import { insertMember, normalizeUsername } from '../../domain/members';
import { hashPassword } from '../../domain/passwords';
import { tenantCurrency } from '../../domain/tenants';
import type { Db, Queryable } from '../db';
import { seedAgentIncome } from './agent-income';
import { seedClub } from './club';
import { seedContent } from './content';
import { seedContracts } from './contracts';
import { demoAnnouncements } from './demo-announcements';
import { seedDeposits } from './deposits';
import { DEMO_MEMBERS, type DemoMember } from './demo-members';
import { seedDemoRounds } from './demo-rounds';
import { seedRewards } from './rewards';
import { closeSeededHistory, ledgerMark, OPENING_KIND } from './seed-ledger';
import { seedTeams } from './team';
import { seedGameCatalogue } from './games/seed-games';
import { seedLotteryGames } from './lottery-games';
import { serverTexts } from '../../locales';
import { seedWithdrawals } from './withdrawals';

/**
 * Demo accounts share one salted hash of the shared demo password: scrypt at OWASP cost takes
 * ~0.35 s, and 7 accounts × every tenant would add seconds to each start and test file. Sharing a
 * salt only reveals that these public demo accounts have the same (documented) password.
 */
const demoHashes = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  if (!demoHashes.has(password)) demoHashes.set(password, hashPassword(password));
  return demoHashes.get(password) as Promise<string>;
}

/** Seeds every tenant (idempotent: existing rows are kept). */
export async function seedTenants(
  db: Db,
  now: Clock,
  tenants: Tenant[],
  password: string,
): Promise<void> {
  for (const tenant of tenants) {
    // Insert, then update: `ON CONFLICT (id) DO UPDATE` fails on the merchant code's unique index when
    // several servers seed an empty PostgreSQL at once.
    const codes = [tenant.code, tenant.merchantCode, tenant.trialMerchantCode];
    await db.query(
      `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      codes,
    );
    await db.query(
      'UPDATE tenants SET merchant_code = $2, trial_merchant_code = $3 WHERE id = $1',
      codes,
    );
    const mark = await ledgerMark(db);
    for (const member of DEMO_MEMBERS) await seedMember(db, now, tenant, member, password);
    await seedAnnouncements(db, now, tenant);
    await seedGameCatalogue(db, tenant.code);
    await seedDemoRounds(db, now, tenant);
    await seedTeams(db, now, tenant);
    await seedAgentIncome(db, now, tenant);
    await seedRewards(db, now, tenant);
    await seedLotteryGames(db, tenant.code);
    await seedAffiliateCodes(db, tenant.code);
    await seedWithdrawals(db, now, tenant);
    await seedContent(db, now, tenant);
    await seedClub(db, tenant);
    await seedDeposits(db, now, tenant);
    await seedContracts(db, now, tenant);
    await closeSeededHistory(db, tenant.code, mark);
  }
}

async function memberId(db: Queryable, tenantId: string, username: string) {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE tenant_id = $1 AND username = $2',
    [tenantId, normalizeUsername(username)],
  );
  return row?.id;
}

async function seedMember(
  db: Db,
  now: Clock,
  tenant: Tenant,
  member: DemoMember,
  password: string,
) {
  const tenantId = tenant.code;
  if ((await memberId(db, tenantId, member.username)) !== undefined) return;
  const passwordHash = await demoHash(password);
  const regDate = now() - member.daysAgo * DAY;
  await db.transaction(async (tx) => {
    const id = await insertMember(tx, {
      tenantId,
      merchantCode: tenant.merchantCode,
      username: member.username,
      passwordHash,
      customerType: member.customerType,
      nickname: member.nickname,
      mobileMasked: member.mobile,
      regDate,
      vipLabel: member.vipLabel,
      uplineId: member.upline ? await memberId(tx, tenantId, member.upline) : null,
    });
    if (id === undefined) return;
    await openAccount(tx, tenantId, id, tenantCurrency(tenant).currency);
    // Funds the seeded history; closeSeededHistory makes it land on the documented balance.
    await applyPosting(tx, () => regDate, {
      tenantId,
      memberId: id,
      amount: toMinor(member.balance),
      kind: OPENING_KIND,
    });
    await seedInbox(tx, now, tenant, id);
    if (member.customerType !== 4) await seedPromotions(tx, now, tenantId, id);
  });
}

/** Three messages, the oldest already read: two unread. */
async function seedInbox(tx: Queryable, now: Clock, tenant: Tenant, memberId: number) {
  const titles = serverTexts(tenant.languages.default).demo.inbox;
  for (const [index, title] of titles.entries()) {
    const createdAt = now() - (titles.length - index) * DAY;
    await tx.query(
      `INSERT INTO inbox_messages (tenant_id, member_id, seed_key, title, content, created_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        tenant.code,
        memberId,
        `inbox-${index + 1}`,
        title,
        `<p>${title}</p>`,
        createdAt,
        index === 0 ? createdAt : null,
      ],
    );
  }
}

/** Two issued (unclaimed) promotions and one claimed. */
async function seedPromotions(tx: Queryable, now: Clock, tenantId: string, memberId: number) {
  const rows = [
    ['promo-1', 'DEPOSIT', 'issued'],
    ['promo-2', 'LUCKY_BET', 'issued'],
    ['promo-3', 'SIGNUP', 'claimed'],
  ];
  for (const [key, type, status] of rows) {
    await tx.query(
      `INSERT INTO member_promotions (tenant_id, member_id, seed_key, promotion_type, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [tenantId, memberId, key, type, status, now()],
    );
  }
}

async function seedAnnouncements(db: Db, now: Clock, tenant: Tenant) {
  for (const [sort, item] of demoAnnouncements(tenant).entries()) {
    await db.query(
      `INSERT INTO announcements (tenant_id, seed_key, type, group_name, title, content, url, linkage, execution,
         promotion_type, sort, created_at, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       -- Seeded rows follow the seed, so a kept data folder picks up changed demo content.
       ON CONFLICT (tenant_id, seed_key) DO UPDATE SET type = excluded.type, group_name = excluded.group_name,
         title = excluded.title, content = excluded.content, url = excluded.url, linkage = excluded.linkage,
         execution = excluded.execution, promotion_type = excluded.promotion_type, sort = excluded.sort,
         translations = excluded.translations`,
      [
        tenant.code,
        item.key,
        item.type,
        item.groupName,
        item.title,
        item.content,
        item.url,
        item.linkage,
        item.execution,
        item.promotionType,
        sort,
        now(),
        JSON.stringify(item.translations),
      ],
    );
  }
  // agent1 has read the first agent announcement, so unread counts differ between agents.
  await db.query(
    `INSERT INTO announcement_reads (member_id, announcement_id, read_at)
     SELECT m.id, a.id, $2 FROM members m JOIN announcements a ON a.tenant_id = m.tenant_id
     WHERE m.tenant_id = $1 AND m.username = 'agent1' AND a.seed_key = 'agent-1'
     ON CONFLICT DO NOTHING`,
    [tenant.code, now()],
  );
}
