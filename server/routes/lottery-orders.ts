import type { FastifyInstance } from 'fastify';

import {
  cancelLotterySubOrders,
  getLotteryOrderDetail,
  getLotteryOrders,
  placeLotteryBet,
} from '../../contract/lottery-orders';
import { sumMinor, toMajor } from '../../contract/money';
import { walletAccounts } from '../domain/ledger';
import { placeSlip } from '../domain/lottery/betting';
import { cancelBets } from '../domain/lottery/cancel';
import { listOrders, orderDetail } from '../domain/lottery/orders';
import { serve } from '../http/contract-route';
import { bettorOf, lgwSession, settleFirst } from './lottery-http';

/** Betting, my orders and cancelling: every route needs a session. */
export async function lotteryOrderRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;
  // Ahead of the contract's session check (a plugin hook runs before the route's own), so a
  // missing or dead session is refused in the raw `/lgw` form, not with a `/wps` envelope.
  app.addHook('preHandler', lgwSession);

  const balanceOf = async (tenantId: string, memberId: number) =>
    toMajor(sumMinor((await walletAccounts(db, tenantId, memberId)).map((row) => row.balance)));

  serve(app, placeLotteryBet, async (request) => {
    const bettor = bettorOf(request);
    const placed = await placeSlip(db, now, bettor, request.body);
    return {
      replayed: placed.replayed,
      order: await orderDetail(db, now, bettor, placed.orderId),
      balance: await balanceOf(bettor.tenantId, bettor.memberId),
    };
  });

  serve(
    app,
    getLotteryOrders,
    async (request) => listOrders(db, bettorOf(request), request.query),
    { preHandler: settleFirst },
  );

  serve(
    app,
    getLotteryOrderDetail,
    async (request) => orderDetail(db, now, bettorOf(request), request.query.orderId),
    { preHandler: settleFirst },
  );

  serve(app, cancelLotterySubOrders, async (request) => {
    const bettor = bettorOf(request);
    const refunded = await cancelBets(db, now, bettor, request.body.subOrderIds);
    return { refunded, balance: await balanceOf(bettor.tenantId, bettor.memberId) };
  });
}
