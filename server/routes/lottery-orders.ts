import type { FastifyInstance } from 'fastify';

import { placeSlip, type SlipInput } from '../domain/lottery/betting';
import { cancelBets } from '../domain/lottery/cancel';
import { listOrders, orderDetail, type OrderStatus } from '../domain/lottery/orders';
import { walletAccounts } from '../domain/ledger';
import { boundedInteger, idInteger, pageNo, pageSize } from '../../contract/inputs';
import { bettorOf, lgwSession, settleFirst } from './lottery-http';

const money = { type: 'number', minimum: 0, maximum: 1e9 } as const;
/** Far above any real slip, and inside the `integer` columns they are stored in. */
const MAX_MULTIPLE = 100_000;
const MAX_BET_COUNT = 1_000_000;

const slipBody = {
  type: 'object',
  required: ['gameId', 'numero', 'clientKey', 'bets'],
  properties: {
    gameId: idInteger,
    numero: { type: 'string', minLength: 1, maxLength: 16 },
    clientKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['playId', 'content', 'unit', 'multiple', 'betCount', 'amount'],
        properties: {
          playId: { type: 'string', maxLength: 32 },
          content: { type: 'string', minLength: 1, maxLength: 4000 },
          unit: money,
          multiple: boundedInteger(1, MAX_MULTIPLE),
          betCount: boundedInteger(1, MAX_BET_COUNT),
          amount: money,
        },
      },
    },
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    status: { enum: ['open', 'settled', 'cancelled'] },
    gameId: idInteger,
    pageNo,
    pageSize: pageSize(20),
  },
} as const;

const cancelBody = {
  type: 'object',
  required: ['subOrderIds'],
  properties: {
    subOrderIds: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: idInteger,
    },
  },
} as const;

type ListQuery = { status?: OrderStatus; gameId?: number; pageNo: number; pageSize: number };

/** Betting, my orders and cancelling: every route needs a session. */
export async function lotteryOrderRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  app.addHook('preHandler', lgwSession);

  const balanceOf = async (tenantId: string, memberId: number) =>
    (await walletAccounts(db, tenantId, memberId)).reduce(
      (sum, account) => sum + account.balance,
      0,
    );

  app.post<{ Body: SlipInput }>(
    '/lgw/orders/betting',
    { schema: { body: slipBody } },
    async (request) => {
      const bettor = bettorOf(request);
      const placed = await placeSlip(db, now, bettor, request.body);
      return {
        replayed: placed.replayed,
        order: await orderDetail(db, now, bettor, placed.orderId),
        balance: await balanceOf(bettor.tenantId, bettor.memberId),
      };
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/lgw/orders',
    { schema: { querystring: listQuery }, preHandler: settleFirst },
    async (request) => listOrders(db, bettorOf(request), request.query),
  );

  app.get<{ Querystring: { orderId: number } }>(
    '/lgw/orders/detail',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['orderId'],
          properties: { orderId: { type: 'integer' } },
        },
      },
      preHandler: settleFirst,
    },
    async (request) => orderDetail(db, now, bettorOf(request), request.query.orderId),
  );

  app.post<{ Body: { subOrderIds: number[] } }>(
    '/lgw/orders/suborders/cancel',
    { schema: { body: cancelBody } },
    async (request) => {
      const bettor = bettorOf(request);
      const refunded = await cancelBets(db, now, bettor, request.body.subOrderIds);
      return { refunded, balance: await balanceOf(bettor.tenantId, bettor.memberId) };
    },
  );
}
