import { type Minor, toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { TRIAL_TYPE } from '../../../schema/constants';
import { type Clock, DAY } from '../../domain/clock';
import { postOnce } from '../../domain/ledger';
import type { LedgerKind } from '../../domain/ledger-kinds';
import { dayOf, tenantTimeZone } from '../../domain/play/tenant-day';
import { rewardForStreak } from '../../domain/rewards/sign-in';
import type { Db } from '../db';
import { DEMO_MEMBERS } from './demo-members';
import { SEED_PROMOTIONS } from './rewards-catalogue';
import type { Translations } from '../../domain/localized';
import { serverTexts, translationLanguages } from '../../locales';

/** A seeded bonus is real ledger history (posted once: the reference is fixed). */
async function postBonus(
  db: Db,
  now: Clock,
  tenantId: string,
  memberId: number,
  kind: LedgerKind,
  reference: string,
  amount: Minor,
) {
  await postOnce(db, now, { tenantId, memberId, amount, kind, reference });
}

/** The catalogue in the tenant's default language, translated into the other languages it offers. */
async function seedCatalogue(db: Db, now: Clock, tenant: Tenant) {
  const own = serverTexts(tenant.languages.default).promotions;
  const others = translationLanguages(tenant.languages);
  for (const [sort, item] of SEED_PROMOTIONS.entries()) {
    const text = own[item.key] ?? serverTexts('en').promotions[item.key];
    if (!text) throw new Error(`promotion ${item.key} has no texts in server/locales/en.ts`);
    const translations: Translations = {};
    for (const language of others) {
      const translated = serverTexts(language).promotions[item.key];
      if (translated) translations[language] = { ...translated };
    }
    await db.query(
      `INSERT INTO promotions (tenant_id, seed_key, promotion_type, title, summary, content, banner_key, starts_at,
         ends_at, bonus_amount, entry, sort, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $2, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (tenant_id, seed_key) DO UPDATE SET promotion_type = excluded.promotion_type,
         title = excluded.title, summary = excluded.summary, content = excluded.content,
         bonus_amount = excluded.bonus_amount, entry = excluded.entry, sort = excluded.sort,
         translations = excluded.translations`,
      [
        tenant.code,
        item.key,
        item.type,
        text.title,
        text.summary,
        text.content,
        now() + item.from * DAY,
        now() + item.to * DAY,
        toMinor(item.bonus),
        item.entry,
        sort,
        JSON.stringify(translations),
      ],
    );
  }
}

/** Record seed key → promotion seed key and status, for every real demo account (and member0's extras). */
const DEMO_RECORDS: [string, string, string][] = [['rew-welcome', 'welcome', 'claimed']];
const MEMBER0_RECORDS: [string, string, string][] = [
  ['rew-apply', 'first-deposit', 'applying'],
  ['rew-closed', 'second-deposit', 'closed'],
  ['rew-mission', 'mission', 'signed'],
];

async function seedRecords(db: Db, now: Clock, tenantId: string) {
  // The foundation's three seeded records predate the catalogue: link them by type.
  await db.query(
    `UPDATE member_promotions r SET promotion_id = p.id, bonus_amount = p.bonus_amount FROM promotions p
     WHERE r.tenant_id = $1 AND r.promotion_id IS NULL AND r.seed_key IN ('promo-1', 'promo-2', 'promo-3')
       AND p.tenant_id = $1 AND p.promotion_type = r.promotion_type`,
    [tenantId],
  );
  const members = await db.query<{ id: number; username: string }>(
    `SELECT id, username FROM members WHERE tenant_id = $1 AND username = ANY($2) AND customer_type <> $3`,
    [tenantId, DEMO_MEMBERS.map((member) => member.username), TRIAL_TYPE],
  );
  // Seed players (underscored names, no password) joined the mission: the leaderboard has a field.
  const players = await db.query<{ id: number }>(
    `SELECT id FROM members WHERE tenant_id = $1 AND password_hash IS NULL AND position('_' IN username) > 0`,
    [tenantId],
  );
  const plan = [
    ...members.flatMap(({ id, username }) =>
      [...DEMO_RECORDS, ...(username === 'member0' ? MEMBER0_RECORDS : [])].map(
        (row) => [id, ...row] as const,
      ),
    ),
    ...players.map(({ id }) => [id, 'rew-mission', 'mission', 'signed'] as const),
  ];
  for (const [memberId, seedKey, promotionKey, status] of plan) {
    await db.query(
      `INSERT INTO member_promotions (tenant_id, member_id, seed_key, promotion_id, promotion_type, status,
         bonus_amount, comment, created_at, updated_at)
       SELECT $1, $2, $3, p.id, p.promotion_type, $5, p.bonus_amount, $6, $7, $7 FROM promotions p
       WHERE p.tenant_id = $1 AND p.seed_key = $4
       ON CONFLICT DO NOTHING`,
      [
        tenantId,
        memberId,
        seedKey,
        promotionKey,
        status,
        status === 'applying' ? 'Deposited on Monday, screenshot attached.' : '',
        now() - DAY,
      ],
    );
  }
  const claimed = await db.query<{ id: number; memberId: number; bonus: Minor }>(
    `SELECT id, member_id AS "memberId", bonus_amount AS bonus FROM member_promotions
     WHERE tenant_id = $1 AND member_id = ANY($2) AND status = 'claimed' AND bonus_amount > 0`,
    [tenantId, members.map((member) => member.id)],
  );
  for (const row of claimed)
    await postBonus(db, now, tenantId, row.memberId, 'promo.bonus', String(row.id), row.bonus);
}

/** member0 signed in on the two days before the seed (a streak of 2). */
async function seedSignIns(db: Db, now: Clock, tenant: Tenant) {
  const [member] = await db.query<{ id: number }>(
    `SELECT id FROM members WHERE tenant_id = $1 AND username = 'member0'`,
    [tenant.code],
  );
  if (!member) return;
  const [signed] = await db.query(
    'SELECT 1 FROM signin_days WHERE tenant_id = $1 AND member_id = $2 LIMIT 1',
    [tenant.code, member.id],
  );
  if (signed) return;
  const zone = tenantTimeZone(tenant);
  for (const [index, daysAgo] of [2, 1].entries()) {
    const at = now() - daysAgo * DAY;
    const day = dayOf(zone, at);
    const reward = rewardForStreak(index + 1);
    await db.query(
      `INSERT INTO signin_days (tenant_id, member_id, day, streak, reward, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [tenant.code, member.id, day, index + 1, reward, `seed-${day}`, at],
    );
    await postBonus(
      db,
      () => at,
      tenant.code,
      member.id,
      'signin.bonus',
      `${member.id}:${day}`,
      reward,
    );
  }
}

/** The rewards catalogue and demo history of a tenant (idempotent). */
export async function seedRewards(db: Db, now: Clock, tenant: Tenant) {
  await seedCatalogue(db, now, tenant);
  await seedRecords(db, now, tenant.code);
  await seedSignIns(db, now, tenant);
}
