import type {
  LotteryOrder,
  LotteryOrderPage,
  OrderDetail,
  OrderStatus,
  SubOrder,
} from '../../../contract/lottery-orders';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { majorFields } from '../money-edge';
import type { Bettor } from './betting';
import { gameById, playOf } from './catalogue';
import { storedDraw } from './draws';
import { LotteryError } from './errors';
import { tenantGame } from './tenant-games';

/** An order row as read, before its game's name is added. */
type OrderRow = Omit<LotteryOrder, 'gameName'>;

const ORDER_COLUMNS = `o.id AS "orderId", o.game_id AS "gameId", o.numero, o.status, o.total_amount AS "totalAmount",
  o.win_amount AS "winAmount", o.created_at AS "createdAt", o.close_at AS "closeAt", o.draw_at AS "drawAt",
  o.settled_at AS "settledAt", (SELECT COALESCE(sum(b.bet_count), 0) FROM lottery_bets b WHERE b.order_id = o.id)
  AS "betCount"`;

const withName = (order: OrderRow): LotteryOrder => ({
  ...majorFields(order, ['totalAmount', 'winAmount']),
  gameName: gameById(order.gameId)?.name ?? '',
});

export interface OrderFilter {
  status?: OrderStatus;
  gameId?: number;
  pageNo: number;
  pageSize: number;
}

/** The member's orders, newest first. */
export async function listOrders(
  db: Queryable,
  bettor: Bettor,
  filter: OrderFilter,
): Promise<LotteryOrderPage> {
  const where = `o.tenant_id = $1 AND o.member_id = $2 AND ($3::text IS NULL OR o.status = $3)
    AND ($4::int IS NULL OR o.game_id = $4)`;
  const params = [bettor.tenantId, bettor.memberId, filter.status ?? null, filter.gameId ?? null];
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM lottery_orders o WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM lottery_orders o WHERE ${where} ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  const totalCount = count?.n ?? 0;
  return {
    list: rows.map(withName),
    pageNo: filter.pageNo,
    pageSize: filter.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / filter.pageSize),
  };
}

type BetRow = Omit<SubOrder, 'playName' | 'cancellable'>;

/** One order of the member with its sub-orders (bets) and, once drawn, the draw. */
export async function orderDetail(
  db: Queryable,
  now: Clock,
  bettor: Bettor,
  orderId: number,
): Promise<OrderDetail> {
  const [order] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM lottery_orders o WHERE o.tenant_id = $1 AND o.member_id = $2 AND o.id = $3`,
    [bettor.tenantId, bettor.memberId, orderId],
  );
  if (!order) throw new LotteryError('lottery.order.unknown', `No order ${orderId}`, 404);
  const bets = await db.query<BetRow>(
    `SELECT id AS "subOrderId", play_id AS "playId", content, unit, multiple, bet_count AS "betCount", amount,
       status, win_amount AS "winAmount" FROM lottery_bets WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  const game = gameById(order.gameId);
  const row = await tenantGame(db, bettor.tenantId, order.gameId).catch(() => undefined);
  const open = row !== undefined && now() + row.offsetMs < order.closeAt;
  const draw = row ? await storedDraw(db, row, order.numero) : undefined;
  return {
    ...withName(order),
    bets: bets.map((bet) => ({
      ...majorFields(bet, ['unit', 'amount', 'winAmount']),
      playName: (game && playOf(game, bet.playId)?.name) ?? bet.playId,
      cancellable: open && bet.status === 'open',
    })),
    draw: draw ? { numero: draw.numero, drawAt: draw.drawAt, result: draw.result } : null,
  };
}
