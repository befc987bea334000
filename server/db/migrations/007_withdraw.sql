-- Withdrawals: per-tenant settings (the operator's back office would edit them), members' payout cards
-- and withdrawal requests. The amount is debited (ledger kind `withdraw`) when the request is made and
-- refunded once (`withdraw.refund`) when it is rejected; both ledger rows reference the withdrawal id.

CREATE TABLE withdraw_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  min_amount numeric(18, 2) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(18, 2) NOT NULL,
  daily_count integer NOT NULL CHECK (daily_count > 0),
  fee_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (fee_percent >= 0 AND fee_percent < 100),
  fee_fixed numeric(18, 2) NOT NULL DEFAULT 0 CHECK (fee_fixed >= 0),
  -- Minutes after midnight in the tenant's time zone; [window_start, window_end), 0 and 1440 = all day.
  window_start integer NOT NULL DEFAULT 0 CHECK (window_start BETWEEN 0 AND 1440),
  window_end integer NOT NULL DEFAULT 1440 CHECK (window_end BETWEEN 0 AND 1440),
  max_cards integer NOT NULL DEFAULT 5 CHECK (max_cards > 0),
  CHECK (max_amount >= min_amount)
);

CREATE TABLE bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  card_type text NOT NULL CHECK (card_type IN ('BC', 'EW', 'VC')),
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  holder_name text NOT NULL,
  -- Kept whole for the payout; answers only ever show it masked.
  account_number text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (tenant_id, member_id, card_type, account_number)
);
CREATE INDEX bank_cards_member_idx ON bank_cards (tenant_id, member_id);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- The client's idempotency key.
  request_id text NOT NULL,
  bank_card_id bigint NOT NULL REFERENCES bank_cards (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  fee numeric(18, 2) NOT NULL CHECK (fee >= 0),
  net_amount numeric(18, 2) NOT NULL CHECK (net_amount > 0),
  -- The wallet balance right after the debit (answered again when the request id is replayed).
  balance_after numeric(18, 2) NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  decided_at bigint,
  UNIQUE (tenant_id, member_id, request_id)
);
CREATE INDEX withdrawals_member_idx ON withdrawals (tenant_id, member_id, created_at);
