import { type Minor, toMinor } from '../../../contract/money';
import type { Tenant } from '../../../schema/tenant';
import { type Clock, MINUTE } from '../../domain/clock';
import { DEPOSIT_TTL_MS, listChannels, seedDepositChannels } from '../../domain/deposit';
import { GAME_COLUMNS, type GameRecord } from '../../domain/games/game-record';
import { applyPosting, openAccount } from '../../domain/ledger';
import { seededSource } from '../../domain/play';
import { dayOf, startOfDay, tenantTimeZone } from '../../domain/play/tenant-day';
import { tenantCurrency } from '../../domain/tenants';
import type { Db, Queryable } from '../db';
import { type MemberHistory, memberHistory, regDateOf, type SeedDay } from './team-history';
import { TEAM_SEED, type TeamSeedMember } from './team-plan';
import { insertSessions, pastSessions, todaySessions } from './team-sessions';

export interface Seeding {
  tx: Queryable;
  tenant: Tenant;
  day: SeedDay;
}

/** Depth of a plan member under its demo agent (1 = direct downline): uplines are inserted first. */
function depthOf(member: TeamSeedMember): number {
  const upline = TEAM_SEED.find((item) => item.username === member.upline);
  return upline ? depthOf(upline) + 1 : 1;
}

/** Inserts one depth of the plan; team members share the demo agents' password hash. */
async function insertMembers(
  seeding: Seeding,
  members: TeamSeedMember[],
  regDates: Map<string, number>,
) {
  const { tx, tenant } = seeding;
  return tx.query<{ id: number; username: string }>(
    `INSERT INTO members (tenant_id, merchant_code, username, password_hash, customer_type, nickname, reg_date,
       upline_id)
     SELECT $1, $2, n.username, (SELECT password_hash FROM members WHERE tenant_id = $1 AND username = 'agent1'),
       n.customer_type, n.username, n.reg_date, up.id
     FROM unnest($3::text[], $4::smallint[], $5::bigint[], $6::text[]) AS n(username, customer_type, reg_date, upline)
     JOIN members up ON up.tenant_id = $1 AND up.username = n.upline
     ON CONFLICT DO NOTHING RETURNING id, username`,
    [
      tenant.code,
      tenant.merchantCode,
      members.map((member) => member.username),
      members.map((member) => member.customerType),
      members.map((member) => regDates.get(member.username)),
      members.map((member) => member.upline),
    ],
  );
}

async function tenantGames(db: Queryable, tenantId: string) {
  return db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = $1 AND g.play_kind IN ('slot', 'table') ORDER BY g.id`,
    [tenantId],
  );
}

/**
 * The history's deposits and rounds as rows, and its money through the ledger: every posting is an
 * `applyPosting` at its own moment, in time order, so balances and balance_after chain as for any
 * other money movement.
 */
async function insertHistory(
  seeding: Seeding,
  ids: Map<string, number>,
  histories: Map<string, MemberHistory>,
  channel: string,
) {
  const { tx, tenant } = seeding;
  const currency = tenantCurrency(tenant).currency;
  const all = [...histories].map(([username, history]) => ({
    id: ids.get(username) ?? 0,
    history,
  }));
  for (const { id } of all) await openAccount(tx, tenant.code, id, currency);
  const deposits = all.flatMap(({ id, history }) =>
    history.deposits.map((row) => ({ id, ...row })),
  );
  const depositIds = await tx.query<{ id: number; requestId: string; memberId: number }>(
    `INSERT INTO deposits (tenant_id, member_id, request_id, channel_code, amount, currency, status, created_at,
       expires_at, decided_at)
     SELECT $1, n.member_id, n.request_id, $2, n.amount, $3, 'approved', n.at, n.at + $7::bigint, n.at + $8::bigint
     FROM unnest($4::bigint[], $5::text[], $6::bigint[], $9::bigint[]) AS n(member_id, request_id, amount, at)
     RETURNING id, request_id AS "requestId", member_id AS "memberId"`,
    [
      tenant.code,
      channel,
      currency,
      deposits.map((row) => row.id),
      deposits.map((row) => row.requestId),
      deposits.map((row) => row.amount),
      DEPOSIT_TTL_MS,
      4 * MINUTE,
      deposits.map((row) => row.at - 4 * MINUTE),
    ],
  );
  const depositId = new Map(
    depositIds.map((row) => [`${row.memberId}:${row.requestId}`, String(row.id)]),
  );
  /** The balance after each round's last posting, by member and round id. */
  const roundBalance = new Map<string, Minor>();
  for (const { id, history } of all)
    for (const posting of history.postings) {
      const reference = posting.depositRequestId
        ? (depositId.get(`${id}:${posting.depositRequestId}`) ?? '')
        : posting.reference;
      const balance = await applyPosting(tx, () => posting.at, {
        tenantId: tenant.code,
        memberId: id,
        amount: posting.amount,
        kind: posting.kind,
        reference,
      });
      if (posting.kind === 'game.bet' || posting.kind === 'game.win')
        roundBalance.set(`${id}:${reference}`, balance);
    }
  const rounds = all.flatMap(({ id, history }) => history.rounds.map((row) => ({ id, ...row })));
  await tx.query(
    `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, choice, outcome, balance_after,
       bet_at, settled_at)
     SELECT $1, n.member_id, n.game_id, n.round_id, n.bet, n.win, n.choice, n.outcome::jsonb, n.balance_after, n.at, n.at
     FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], $8::text[],
       $9::bigint[], $10::bigint[]) AS n(member_id, game_id, round_id, bet, win, choice, outcome, balance_after, at)`,
    [
      tenant.code,
      rounds.map((row) => row.id),
      rounds.map((row) => row.gameId),
      rounds.map((row) => row.roundId),
      rounds.map((row) => row.bet),
      rounds.map((row) => row.win),
      rounds.map((row) => row.choice),
      rounds.map((row) => JSON.stringify(row.outcome)),
      rounds.map((row) => roundBalance.get(`${row.id}:${row.roundId}`) ?? 0),
      rounds.map((row) => row.at),
    ],
  );
}

/**
 * The demo agents' teams (team-plan.ts) with deposits, rounds, bonuses and logins spread over the last
 * 30 days and today: rows in a few batched statements, money through the ledger. Runs once per
 * tenant; a later start only adds that day's logins. Team members are new accounts, so their
 * balances are whatever their history left (documented demo balances are untouched).
 */
export async function seedTeams(db: Db, now: Clock, tenant: Tenant): Promise<void> {
  const zone = tenantTimeZone(tenant);
  const dayKey = dayOf(zone, now());
  const day: SeedDay = { now: now(), todayStart: startOfDay(zone, dayKey) };
  const [seeded] = await db.query('SELECT 1 FROM members WHERE tenant_id = $1 AND username = $2', [
    tenant.code,
    TEAM_SEED[0]?.username,
  ]);
  if (seeded)
    return db.transaction((tx) => insertSessions({ tx, tenant, day }, todaySessions(day, dayKey)));
  const currency = tenantCurrency(tenant).currency;
  await seedDepositChannels(db, tenant.code, currency);
  const [channel] = await listChannels(db, tenant.code);
  const games = await tenantGames(db, tenant.code);
  if (!channel) return;
  const amounts = channel.quickAmounts
    .filter((a) => a >= channel.minAmount && a <= channel.maxAmount)
    .map(toMinor);
  await db.transaction(async (tx) => {
    const seeding = { tx, tenant, day };
    const regDates = new Map<string, number>();
    const histories = new Map<string, MemberHistory>();
    for (const member of TEAM_SEED) {
      const source = seededSource(`team:${tenant.code}:${member.username}`);
      const regDate = regDateOf(member, day, source);
      regDates.set(member.username, regDate);
      histories.set(member.username, memberHistory(member, day, regDate, games, amounts, source));
    }
    const ids = new Map<string, number>();
    const depths = [...new Set(TEAM_SEED.map(depthOf))].sort((a, b) => a - b);
    for (const depth of depths) {
      const rows = await insertMembers(
        seeding,
        TEAM_SEED.filter((m) => depthOf(m) === depth),
        regDates,
      );
      for (const row of rows) ids.set(row.username, row.id);
    }
    for (const username of histories.keys()) if (!ids.has(username)) histories.delete(username);
    await insertHistory(seeding, ids, histories, channel.code);
    await insertSessions(seeding, [...pastSessions(histories, day), ...todaySessions(day, dayKey)]);
  });
}
