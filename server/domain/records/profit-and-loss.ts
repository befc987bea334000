import { minor, type Minor, toMajor } from '../../../contract/money';
import type { GameTypeProfit } from '../../../contract/records';
import type { Queryable } from '../../db/db';
import { gameById } from '../lottery/catalogue';
import { groupSql, type LedgerGroup } from './ledger-groups';

export interface ProfitQuery {
  tenantId: string;
  memberId: number;
  /** [from, to) epoch ms of posting times. */
  from: number;
  to: number;
}

const GROUP = groupSql('l.kind');
const RANGE = 'l.tenant_id = $1 AND l.member_id = $2 AND l.created_at >= $3 AND l.created_at < $4';

/** Sums of the ledger rows of the range by group (debits negative). */
async function groupSums(db: Queryable, query: ProfitQuery) {
  const rows = await db.query<{ group: LedgerGroup; total: Minor }>(
    `SELECT ${GROUP} AS "group", sum(l.amount) AS total FROM ledger_entries l WHERE ${RANGE}
     GROUP BY 1`,
    [query.tenantId, query.memberId, query.from, query.to],
  );
  return (group: LedgerGroup) => rows.find((row) => row.group === group)?.total ?? minor(0);
}

/**
 * Bet and win rows of the range by game: a demo round's rows name their round (reference = round
 * id), lottery rows their order (`lottery-order:<id>`) or sub-order (`lottery-bet:<id>`).
 */
async function gameSums(db: Queryable, query: ProfitQuery) {
  return db.query<{
    gameType: string | null;
    lotteryGameId: number | null;
    bets: number;
    staked: Minor;
    won: Minor;
  }>(
    `SELECT g.game_type AS "gameType", coalesce(o.game_id, bo.game_id) AS "lotteryGameId",
       count(*) FILTER (WHERE l.kind IN ('game.bet', 'lottery.bet')) AS bets,
       coalesce(-sum(l.amount) FILTER (WHERE ${GROUP} = 'bet'), 0) AS staked,
       coalesce(sum(l.amount) FILTER (WHERE ${GROUP} = 'win'), 0) AS won
     FROM ledger_entries l
     LEFT JOIN game_rounds r ON l.kind IN ('game.bet', 'game.win') AND r.tenant_id = l.tenant_id
       AND r.member_id = l.member_id AND r.round_id = l.reference
     LEFT JOIN games g ON g.id = r.game_id
     LEFT JOIN lottery_orders o ON l.kind IN ('lottery.bet', 'lottery.win') AND o.tenant_id = l.tenant_id
       AND l.reference = 'lottery-order:' || o.id
     LEFT JOIN lottery_bets b ON l.kind = 'lottery.refund' AND l.reference = 'lottery-bet:' || b.id
     LEFT JOIN lottery_orders bo ON bo.id = b.order_id AND bo.tenant_id = l.tenant_id
     WHERE ${RANGE} AND ${GROUP} IN ('bet', 'win')
     GROUP BY 1, 2`,
    [query.tenantId, query.memberId, query.from, query.to],
  );
}

/** Lottery games are reported by prize mode (LOTT, ELOTT), like the bet history. */
function gameTypeOf(row: { gameType: string | null; lotteryGameId: number | null }) {
  if (row.gameType) return row.gameType;
  if (row.lotteryGameId !== null) return gameById(row.lotteryGameId)?.prizeMode ?? 'LOTT';
  return 'OTHER';
}

function byGameType(rows: Awaited<ReturnType<typeof gameSums>>): GameTypeProfit[] {
  const types = new Map<string, { gameType: string; betCount: number; bet: Minor; win: Minor }>();
  for (const row of rows) {
    const gameType = gameTypeOf(row);
    const sum = types.get(gameType) ?? { gameType, betCount: 0, bet: minor(0), win: minor(0) };
    sum.betCount += row.bets;
    sum.bet = minor(sum.bet + row.staked);
    sum.win = minor(sum.win + row.won);
    types.set(gameType, sum);
  }
  return [...types.values()]
    .sort((a, b) => b.bet - a.bet || a.gameType.localeCompare(b.gameType))
    .map(({ gameType, betCount, bet, win }) => ({
      gameType,
      betCount,
      totalBet: toMajor(bet),
      totalWin: toMajor(win),
      profit: toMajor(minor(win - bet)),
    }));
}

/** The member's personal profit and loss of the range, from the ledger (docs: .helpers/api-records.md). */
export async function profitAndLoss(db: Queryable, query: ProfitQuery) {
  const [sumOf, games] = [await groupSums(db, query), await gameSums(db, query)];
  const totalBet = minor(-sumOf('bet'));
  const totalWin = sumOf('win');
  const gameProfit = minor(totalWin - totalBet);
  const bonuses = sumOf('bonus');
  const rebates = sumOf('rebate');
  return {
    totalBet: toMajor(totalBet),
    totalWin: toMajor(totalWin),
    gameProfit: toMajor(gameProfit),
    deposits: toMajor(sumOf('deposit')),
    withdrawals: toMajor(minor(-sumOf('withdraw'))),
    bonuses: toMajor(bonuses),
    rebates: toMajor(rebates),
    net: toMajor(minor(gameProfit + bonuses + rebates)),
    gameTypes: byGameType(games),
  };
}
