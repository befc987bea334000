import { toMinor } from '../../../contract/money';
import { TRIAL_TYPE } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { type Clock, DAY, HOUR } from '../../domain/clock';
import { GAME_COLUMNS, type GameRecord } from '../../domain/games/game-record';
import { applyPosting, openAccount } from '../../domain/ledger';
import { insertMember } from '../../domain/members';
import { gameRules, type OutcomeSource, playRound, seededSource } from '../../domain/play';
import { tenantCurrency } from '../../domain/tenants';
import type { Db, Queryable } from '../db';

/**
 * Players who exist only to have played: their wins fill the winners board. The underscore keeps
 * their names out of reach of registration (usernames are letters and digits).
 */
const SEED_PLAYERS = [
  'lucas_88',
  'maria_rj',
  'juan_dc',
  'anabel_7',
  'rafa_10',
  'josie_21',
  'marco_777',
];
const PLAYER_BALANCE = 5000;
const ROUNDS_PER_PLAYER = 5;
/** Demo accounts get a short history too (closeSeededHistory keeps their documented balance). */
const DEMO_PLAYERS = ['member0', 'agent1', 'trial4'];
const ROUNDS_PER_DEMO_PLAYER = 4;
const BETS = [1, 2, 5, 10, 20, 50];

/** A pick the game offers: a side of the table game, an option of a lobby market, nothing on slots. */
function choiceFor(game: GameRecord, source: OutcomeSource): string | undefined {
  const rules = gameRules(game);
  if ('choices' in rules) return rules.choices[source.int(rules.choices.length)];
  if (!('markets' in rules)) return undefined;
  const market = rules.markets[source.int(rules.markets.length)];
  const option = market?.options[source.int(market.options.length)];
  return market && option && `${market.id}:${option.id}`;
}

/** Mostly slots, some table and lobby games. */
function gameFor(games: Record<GameRecord['playKind'], GameRecord[]>, source: OutcomeSource) {
  const draw = source.int(20);
  const list = draw < 13 ? games.slot : draw < 17 ? games.table : games.lobby;
  const pool = list.length ? list : games.slot;
  return pool[source.int(pool.length)];
}

/** Plays the member's seed rounds (fixed round ids: a replay moves nothing). */
async function playSeedRounds(
  db: Db,
  clockAt: (index: number) => Clock,
  tenant: Tenant,
  member: { id: number; username: string; trial: boolean },
  rounds: number,
  games: Record<GameRecord['playKind'], GameRecord[]>,
): Promise<void> {
  for (let index = 0; index < rounds; index++) {
    const source = seededSource(`${tenant.code}:${member.username}:${index}`);
    const game = gameFor(games, source);
    if (!game) return;
    const roundId = `seed-${member.username}-${index}`;
    const bet = Math.max(game.minBet, BETS[source.int(BETS.length)] ?? 1);
    await playRound(db, clockAt(index), source, {
      tenantId: tenant.code,
      memberId: member.id,
      trial: member.trial,
      game,
      roundId,
      bet,
      choice: choiceFor(game, source),
    });
  }
}

async function playerId(db: Queryable, tenantId: string, username: string) {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE tenant_id = $1 AND username = $2',
    [tenantId, username],
  );
  return row?.id;
}

async function seedPlayer(db: Db, now: Clock, tenant: Tenant, username: string) {
  const existing = await playerId(db, tenant.code, username);
  if (existing !== undefined) return existing;
  const joined = now() - 30 * DAY;
  return db.transaction(async (tx) => {
    const id = await insertMember(tx, {
      tenantId: tenant.code,
      merchantCode: tenant.merchantCode,
      username,
      passwordHash: null,
      customerType: 0,
      nickname: username,
      mobileMasked: '',
      regDate: joined,
    });
    // Another server seeding the same database at this moment created it.
    if (id === undefined) return playerId(tx, tenant.code, username);
    await openAccount(tx, tenant.code, id, tenantCurrency(tenant).currency);
    await applyPosting(tx, () => joined, {
      tenantId: tenant.code,
      memberId: id,
      amount: toMinor(PLAYER_BALANCE),
      kind: 'seed.deposit',
    });
    return id;
  });
}

async function tenantGames(db: Db, tenantId: string) {
  const rows = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = $1 ORDER BY g.id`,
    [tenantId],
  );
  const byKind = (kind: GameRecord['playKind']) => rows.filter((game) => game.playKind === kind);
  return { slot: byKind('slot'), table: byKind('table'), lobby: byKind('lobby') };
}

/**
 * Plays demo rounds through the real round function with a seeded outcome source (idempotent: the
 * round ids are fixed, a replay moves nothing). Seed players' rounds are spread over the last week;
 * demo accounts play now.
 */
export async function seedDemoRounds(db: Db, now: Clock, tenant: Tenant): Promise<void> {
  const games = await tenantGames(db, tenant.code);
  if (!games.slot.length) return;
  for (const [rank, username] of SEED_PLAYERS.entries()) {
    const id = await seedPlayer(db, now, tenant, username);
    if (id === undefined) continue;
    const hoursAgo = (index: number) => ((rank * ROUNDS_PER_PLAYER + index) * 37) % (7 * 24);
    const clockAt = (index: number) => () => now() - hoursAgo(index) * HOUR;
    const player = { id, username, trial: false };
    await playSeedRounds(db, clockAt, tenant, player, ROUNDS_PER_PLAYER, games);
  }
  const demo = await db.query<{ id: number; username: string; customerType: number }>(
    `SELECT id, username, customer_type AS "customerType" FROM members
     WHERE tenant_id = $1 AND username = ANY($2)`,
    [tenant.code, DEMO_PLAYERS],
  );
  for (const { id, username, customerType } of demo) {
    const player = { id, username, trial: customerType === TRIAL_TYPE };
    await playSeedRounds(db, () => now, tenant, player, ROUNDS_PER_DEMO_PLAYER, games);
  }
}
