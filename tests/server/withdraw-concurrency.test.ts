import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { toMinor } from '../../contract/money';
import { ROYAL88 } from './support/app';
import { onBothDatabases } from './support/both-databases';
import { freshPlayer, ledgerSum, walletBalance } from './support/play';
import { cardOf, newRequestId, setRules, withdraw } from './support/withdraw';

// royal88 has WDRAWNOPASSVERIF3: no payment password (and no scrypt) in the way of the race.

/** 50 withdrawals of 30 at once on a balance of 1000: exactly 33 fit, nothing is overdrawn. */
async function fiftyAtOnce(app: FastifyInstance) {
  await setRules(app, 'royal88', 'daily_count = 100, fee_percent = 0, fee_fixed = 0');
  const player = await freshPlayer(app, ROYAL88, 1000);
  const bankCardId = await cardOf(app, player);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => withdraw(app, player, { amount: 30, bankCardId })),
  );
  const bodies = answers.map((answer) => answer.json());
  const accepted = bodies.filter((body) => body.success);
  expect(accepted).toHaveLength(33);
  for (const body of bodies.filter((item) => !item.success))
    expect(body.errorCode).toBe('insufficient.balance');
  const balance = await walletBalance(app, player.memberId);
  expect(balance).toBe(10);
  expect(await ledgerSum(app, player.memberId)).toBe(balance);
  const [counts] = await app.deps.db.query<{ withdrawals: number; debits: number; total: number }>(
    `SELECT (SELECT count(*)::int FROM withdrawals WHERE member_id = $1 AND status = 'pending') AS withdrawals,
       (SELECT count(*)::int FROM ledger_entries WHERE member_id = $1 AND kind = 'withdraw') AS debits,
       (SELECT sum(amount) FROM ledger_entries WHERE member_id = $1 AND kind = 'withdraw') AS total`,
    [player.memberId],
  );
  expect(counts).toEqual({ withdrawals: 33, debits: 33, total: toMinor(-990) });
  const [negative] = await app.deps.db.query(
    'SELECT 1 FROM ledger_entries WHERE member_id = $1 AND balance_after < 0',
    [player.memberId],
  );
  expect(negative).toBeUndefined();
}

/** The daily count holds under a burst too. */
async function dailyCountAtOnce(app: FastifyInstance) {
  await setRules(app, 'royal88', 'daily_count = 5');
  const player = await freshPlayer(app, ROYAL88, 1000);
  const bankCardId = await cardOf(app, player);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => withdraw(app, player, { amount: 20, bankCardId })),
  );
  const bodies = answers.map((answer) => answer.json());
  expect(bodies.filter((body) => body.success)).toHaveLength(5);
  for (const body of bodies.filter((item) => !item.success))
    expect(body.errorCode).toBe('withdraw.daily.limit');
  expect(await walletBalance(app, player.memberId)).toBe(900);
}

/** One request id sent 8 times at once moves money once and answers the same withdrawal. */
async function replaysAtOnce(app: FastifyInstance) {
  await setRules(app, 'royal88', 'daily_count = 5');
  const player = await freshPlayer(app, ROYAL88, 500);
  const bankCardId = await cardOf(app, player);
  const requestId = newRequestId();
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => withdraw(app, player, { amount: 50, bankCardId, requestId })),
  );
  const bodies = answers.map((answer) => answer.json());
  for (const body of bodies) {
    expect(body.success).toBe(true);
    expect(body.value.withdrawal).toEqual(bodies[0].value.withdrawal);
    expect(body.value.balance).toBe(450);
  }
  expect(bodies.filter((body) => !body.value.replayed)).toHaveLength(1);
  expect(await walletBalance(app, player.memberId)).toBe(450);
  expect(await ledgerSum(app, player.memberId)).toBe(450);
}

onBothDatabases('concurrent withdrawals', {
  '50 at once never overdraw and the ledger sums to the balance': fiftyAtOnce,
  'a burst never passes the daily count': dailyCountAtOnce,
  'a request id repeated at once withdraws once': replaysAtOnce,
});
