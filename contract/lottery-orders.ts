/**
 * The lottery gateway `/lgw` (contract/lottery.ts): betting, my orders and cancelling. Every
 * endpoint needs the session (`Authorization`); without one it answers 401 raw
 * `{ errorCode, message }`.
 */
import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { boundedInteger, idInteger, pageNo, pageSize } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

export const ORDER_STATUSES = ['open', 'settled', 'cancelled'] as const;
const orderStatus = oneOf(...ORDER_STATUSES);
/** `open` waits for the draw; `settled` (see `winAmount`, 0 = lost); `cancelled` (every bet). */
export type OrderStatus = FromSchema<typeof orderStatus>;

const subOrderStatus = oneOf('open', 'won', 'lost', 'cancelled');
export type SubOrderStatus = FromSchema<typeof subOrderStatus>;

const money = { type: 'number', minimum: 0, maximum: 1e9 } as const;
/** Far above any real slip, and inside the `integer` columns they are stored in. */
const MAX_MULTIPLE = 100_000;
const MAX_BET_COUNT = 1_000_000;

/** One row of a slip: `amount = betCount × unit × multiple`. */
const slipBet = object(
  {
    playId: { type: 'string', maxLength: 32 },
    content: { type: 'string', minLength: 1, maxLength: 4000 },
    unit: money,
    multiple: boundedInteger(1, MAX_MULTIPLE),
    betCount: boundedInteger(1, MAX_BET_COUNT),
    amount: money,
  },
  ['playId', 'content', 'unit', 'multiple', 'betCount', 'amount'],
);
export type SlipBet = FromSchema<typeof slipBet>;

const slip = object(
  {
    gameId: idInteger,
    numero: { type: 'string', minLength: 1, maxLength: 16 },
    /** The idempotency key: new per slip, reused on a retry so it is never booked twice. */
    clientKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    bets: { type: 'array', minItems: 1, maxItems: 100, items: slipBet },
  },
  ['gameId', 'numero', 'clientKey', 'bets'],
);
export type Slip = FromSchema<typeof slip>;

const orderProperties = {
  orderId: integer,
  gameId: integer,
  numero: string,
  status: orderStatus,
  totalAmount: number,
  winAmount: number,
  createdAt: number,
  closeAt: number,
  drawAt: number,
  settledAt: nullable(number),
  /** Single bets over all its rows. */
  betCount: integer,
  gameName: string,
} as const;

/** An order (slip) in my list. */
const order = record(orderProperties);
export type LotteryOrder = FromSchema<typeof order>;

/** A bet row of an order. */
const subOrder = record({
  subOrderId: integer,
  playId: string,
  content: string,
  unit: number,
  multiple: integer,
  betCount: integer,
  amount: number,
  status: subOrderStatus,
  winAmount: number,
  playName: string,
  /** Open and its numero not closed yet. */
  cancellable: boolean,
});
export type SubOrder = FromSchema<typeof subOrder>;

const orderDetail = record({
  ...orderProperties,
  bets: array(subOrder),
  /** Once drawn. */
  draw: nullable(record({ numero: string, drawAt: number, result: array(string) })),
});
export type OrderDetail = FromSchema<typeof orderDetail>;

const orderPage = record({
  list: array(order),
  pageNo: integer,
  pageSize: integer,
  totalCount: integer,
  totalPages: integer,
});
export type LotteryOrderPage = FromSchema<typeof orderPage>;

/**
 * `POST /lgw/orders/betting`: books a slip and debits the wallet (`balance`: the sum of the
 * member's accounts after it). The same `clientKey` and slip again answers the first order with
 * `replayed: true`.
 */
export const placeLotteryBet = endpoint({
  method: 'POST',
  path: '/lgw/orders/betting',
  auth: 'session',
  raw: true,
  body: slip,
  response: record({ replayed: boolean, order: orderDetail, balance: number }),
});

/** `GET /lgw/orders?status=&gameId=&pageNo=1&pageSize=20`: my orders, newest first. */
export const getLotteryOrders = endpoint({
  method: 'GET',
  path: '/lgw/orders',
  auth: 'session',
  raw: true,
  query: object({ status: orderStatus, gameId: idInteger, pageNo, pageSize: pageSize(20) }),
  response: orderPage,
});

/** `GET /lgw/orders/detail?orderId=`: an order with its sub-orders and draw. */
export const getLotteryOrderDetail = endpoint({
  method: 'GET',
  path: '/lgw/orders/detail',
  auth: 'session',
  raw: true,
  query: object({ orderId: integer }, ['orderId']),
  response: orderDetail,
});

/** `POST /lgw/orders/suborders/cancel`: refunds open sub-orders before their numero closes. */
export const cancelLotterySubOrders = endpoint({
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  auth: 'session',
  raw: true,
  body: object({ subOrderIds: { type: 'array', minItems: 1, maxItems: 100, items: idInteger } }, [
    'subOrderIds',
  ]),
  response: record({ refunded: number, balance: number }),
});
