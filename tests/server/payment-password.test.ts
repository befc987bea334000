import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkPaymentPassword,
  hasPaymentPassword,
  setPaymentPassword,
} from '../../server/domain/payment-password';
import { testApp } from './support/app';

describe('payment password', () => {
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ app } = await testApp());
    const rows = await app.deps.db.query<{ id: number; tenant: string }>(
      `SELECT id, tenant_id AS tenant FROM members WHERE username = 'member40' AND tenant_id IN ('lucky7', 'perlas')`,
    );
    for (const row of rows) ids[row.tenant] = row.id;
  });
  afterAll(() => app.close());

  it('is missing until set, then accepts only the right password', async () => {
    const db = app.deps.db;
    const member = ids.lucky7 as number;
    expect(await hasPaymentPassword(db, 'lucky7', member)).toBe(false);
    expect(await checkPaymentPassword(db, 'lucky7', member, 'Pay123456')).toBe('missing');
    await setPaymentPassword(db, 'lucky7', member, 'Pay123456');
    expect(await hasPaymentPassword(db, 'lucky7', member)).toBe(true);
    expect(await checkPaymentPassword(db, 'lucky7', member, 'Pay123456')).toBe('ok');
    expect(await checkPaymentPassword(db, 'lucky7', member, 'Pay1234567')).toBe('wrong');
  });

  it('never reads a member of another tenant', async () => {
    const db = app.deps.db;
    await setPaymentPassword(db, 'perlas', ids.perlas as number, 'Other999');
    expect(await checkPaymentPassword(db, 'lucky7', ids.perlas as number, 'Other999')).toBe(
      'missing',
    );
  });
});
