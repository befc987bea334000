-- Member club: VIP levels per tenant (thresholds, benefits, rebate rates per game type), manual rebates.

CREATE TABLE club_levels (
  tenant_id text NOT NULL REFERENCES tenants (id),
  level smallint NOT NULL CHECK (level >= 0),
  -- Also the member's clubLabel.labelName once reached (members.vip_label), e.g. 'VIP 3'.
  name text NOT NULL,
  -- Reached when both the accumulated deposits and the accumulated turnover meet these.
  deposit_threshold numeric(18, 2) NOT NULL CHECK (deposit_threshold >= 0),
  turnover_threshold numeric(18, 2) NOT NULL CHECK (turnover_threshold >= 0),
  -- Credited once per level reached (ledger kind promo.bonus).
  upgrade_bonus numeric(18, 2) NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  birthday_bonus numeric(18, 2) NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  withdraw_daily_count integer NOT NULL CHECK (withdraw_daily_count >= 0),
  withdraw_daily_max numeric(18, 2) NOT NULL CHECK (withdraw_daily_max >= 0),
  PRIMARY KEY (tenant_id, level),
  UNIQUE (tenant_id, name)
);

-- Rebate rate (a fraction of the bet, e.g. 0.005 = 0.5 %) per level and game type; a missing type pays 0.
CREATE TABLE club_rebate_rates (
  tenant_id text NOT NULL,
  level smallint NOT NULL,
  game_type text NOT NULL,
  rate numeric(7, 6) NOT NULL CHECK (rate >= 0 AND rate < 1),
  PRIMARY KEY (tenant_id, level, game_type),
  FOREIGN KEY (tenant_id, level) REFERENCES club_levels (tenant_id, level)
);

-- One claimed manual rebate: its ledger posting (kind rebate) has the request id as reference.
CREATE TABLE rebates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  level smallint NOT NULL,
  level_name text NOT NULL,
  bet_amount numeric(18, 2) NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  -- [{gameType, rounds, betAmount, rate, rebateAmount}]
  detail jsonb NOT NULL,
  balance_after numeric(18, 2) NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (tenant_id, member_id, request_id)
);
CREATE INDEX rebates_member_idx ON rebates (tenant_id, member_id, created_at);

-- A settled round is rebated at most once: the rebate that paid for it.
ALTER TABLE game_rounds ADD COLUMN rebate_id bigint REFERENCES rebates (id);
CREATE INDEX game_rounds_unrebated_idx ON game_rounds (tenant_id, member_id) WHERE rebate_id IS NULL AND NOT trial;
