import type { Order, SubOrderStatus } from '../types';

/** What a player sees of an order or a sub-order. */
export type DisplayStatus = 'pending' | 'won' | 'lost' | 'cancelled';

/** Order: open → pending (waiting for the draw); settled → won or lost by its win; cancelled. */
export function orderDisplayStatus(order: Pick<Order, 'status' | 'winAmount'>): DisplayStatus {
  if (order.status === 'open') return 'pending';
  if (order.status === 'cancelled') return 'cancelled';
  return order.winAmount > 0 ? 'won' : 'lost';
}

export function subOrderDisplayStatus(status: SubOrderStatus): DisplayStatus {
  return status === 'open' ? 'pending' : status;
}
