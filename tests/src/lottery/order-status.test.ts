import { describe, expect, it } from 'vitest';

import {
  orderDisplayStatus,
  subOrderDisplayStatus,
} from '../../../src/features/lottery/orders/order-status';

describe('order status', () => {
  it('maps the server statuses to pending, won, lost and cancelled', () => {
    expect(orderDisplayStatus({ status: 'open', winAmount: 0 })).toBe('pending');
    expect(orderDisplayStatus({ status: 'settled', winAmount: 9.8 })).toBe('won');
    expect(orderDisplayStatus({ status: 'settled', winAmount: 0 })).toBe('lost');
    expect(orderDisplayStatus({ status: 'cancelled', winAmount: 0 })).toBe('cancelled');
  });

  it('maps sub-orders the same way', () => {
    expect(subOrderDisplayStatus('open')).toBe('pending');
    expect(subOrderDisplayStatus('won')).toBe('won');
    expect(subOrderDisplayStatus('lost')).toBe('lost');
    expect(subOrderDisplayStatus('cancelled')).toBe('cancelled');
  });
});
