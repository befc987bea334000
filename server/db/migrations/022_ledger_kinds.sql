-- Ledger kinds are a closed list, the same as LEDGER_KINDS in server/domain/ledger-kinds.ts (a test
-- compares them): a posting of any other kind is refused. To add a kind, add a migration replacing
-- this constraint and the kind in that file.
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_kind_known CHECK (kind IN (
  'deposit', 'seed.deposit', 'withdraw', 'withdraw.refund',
  'game.bet', 'game.win', 'lottery.bet', 'lottery.refund', 'lottery.win',
  'promo.bonus', 'signin.bonus', 'redrain.bonus', 'trial.grant',
  'rebate', 'agent.rebate', 'salary.daily', 'salary.hourly', 'dividend',
  'transfer.out', 'transfer.in', 'seed.adjust'
));
