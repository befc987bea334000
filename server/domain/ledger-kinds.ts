/**
 * Every kind of ledger posting. Closed: the database refuses any other (CHECK ledger_kind_known,
 * server/db/migrations/022_ledger_kinds.sql; tests/server/ledger-kinds.test.ts keeps the two equal).
 */
export const LEDGER_KINDS = [
  'deposit',
  'seed.deposit',
  'withdraw',
  'withdraw.refund',
  'game.bet',
  'game.win',
  'lottery.bet',
  'lottery.refund',
  'lottery.win',
  'promo.bonus',
  'signin.bonus',
  'redrain.bonus',
  'trial.grant',
  'rebate',
  'agent.rebate',
  'salary.daily',
  'salary.hourly',
  'dividend',
  'transfer.out',
  'transfer.in',
  // A correction outside every flow (the transaction report's `adjustment` group).
  'seed.adjust',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const isLedgerKind = (value: string): value is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(value);
