-- Money as exact integers: every money column becomes bigint minor units (cents), so the database and
-- the server's arithmetic agree to the unit and nothing in between rounds. numeric(18, 2) holds whole
-- cents, so `x * 100` converts exactly; names and CHECK constraints stay (they hold after scaling).
-- Only the wire (docs/protocol.md: decimal major units) and the screen see anything else; the server
-- converts at the edge (contract/money.ts). JSON columns (rebates.detail, contract terms) keep the
-- major units of the answers they are copied into.
ALTER TABLE wallet_accounts ALTER COLUMN balance TYPE bigint USING (balance * 100)::bigint;
ALTER TABLE ledger_entries
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE game_rounds
  ALTER COLUMN bet TYPE bigint USING (bet * 100)::bigint,
  ALTER COLUMN win TYPE bigint USING (win * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE lottery_orders
  ALTER COLUMN total_amount TYPE bigint USING (total_amount * 100)::bigint,
  ALTER COLUMN win_amount TYPE bigint USING (win_amount * 100)::bigint;
ALTER TABLE lottery_bets
  ALTER COLUMN unit TYPE bigint USING (unit * 100)::bigint,
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN win_amount TYPE bigint USING (win_amount * 100)::bigint;
ALTER TABLE deposit_channels
  ALTER COLUMN min_amount TYPE bigint USING (min_amount * 100)::bigint,
  ALTER COLUMN max_amount TYPE bigint USING (max_amount * 100)::bigint;
ALTER TABLE deposits ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint;
ALTER TABLE withdraw_settings
  ALTER COLUMN min_amount TYPE bigint USING (min_amount * 100)::bigint,
  ALTER COLUMN max_amount TYPE bigint USING (max_amount * 100)::bigint,
  ALTER COLUMN fee_fixed TYPE bigint USING (fee_fixed * 100)::bigint;
ALTER TABLE withdrawals
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN fee TYPE bigint USING (fee * 100)::bigint,
  ALTER COLUMN net_amount TYPE bigint USING (net_amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE upline_transfers
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE promotions ALTER COLUMN bonus_amount TYPE bigint USING (bonus_amount * 100)::bigint;
ALTER TABLE member_promotions ALTER COLUMN bonus_amount TYPE bigint USING (bonus_amount * 100)::bigint;
ALTER TABLE signin_days ALTER COLUMN reward TYPE bigint USING (reward * 100)::bigint;
ALTER TABLE red_rain_grabs
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE club_levels
  ALTER COLUMN deposit_threshold TYPE bigint USING (deposit_threshold * 100)::bigint,
  ALTER COLUMN turnover_threshold TYPE bigint USING (turnover_threshold * 100)::bigint,
  ALTER COLUMN upgrade_bonus TYPE bigint USING (upgrade_bonus * 100)::bigint,
  ALTER COLUMN birthday_bonus TYPE bigint USING (birthday_bonus * 100)::bigint,
  ALTER COLUMN withdraw_daily_max TYPE bigint USING (withdraw_daily_max * 100)::bigint;
ALTER TABLE rebates
  ALTER COLUMN bet_amount TYPE bigint USING (bet_amount * 100)::bigint,
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE contract_payouts
  ALTER COLUMN basis TYPE bigint USING (basis * 100)::bigint,
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint,
  ALTER COLUMN balance_after TYPE bigint USING (balance_after * 100)::bigint;
ALTER TABLE agent_rebate_settlements
  ALTER COLUMN valid_bet TYPE bigint USING (valid_bet * 100)::bigint,
  ALTER COLUMN amount TYPE bigint USING (amount * 100)::bigint;
