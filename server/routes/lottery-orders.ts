import type { FastifyInstance } from 'fastify';

import { placeSlip, type SlipInput } from '../domain/lottery/betting';
import { cancelBets } from '../domain/lottery/cancel';
import { listOrders, orderDetail, type OrderStatus } from '../domain/lottery/orders';
import { walletAccounts } from '../domain/ledger';
import { bettorOf, lgwSession, settleFirst } from './lottery-http';

const money = { type: 'number', minimum: 0, maximum: 1e9 } as const;

const slipBody = {
  type: 'object',
  required: ['gameId', 'numero', 'clientKey', 'bets'],
  properties: {
    gameId: { type: 'integer' },
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
          multiple: { type: 'integer', minimum: 1 },
          betCount: { type: 'integer', minimum: 1 },
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
    gameId: { type: 'integer' },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
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
      items: { type: 'integer', minimum: 1 },
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
