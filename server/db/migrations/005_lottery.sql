-- Lottery (/lgw): per-tenant games, draws, orders (slips) and their bets (sub-orders).
-- Game rules live in server/domain/lottery/catalogue.ts; rows here switch games and keep state.

CREATE TABLE lottery_games (
  tenant_id text NOT NULL REFERENCES tenants (id),
  game_id integer NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- Development and tests only (POST /dev/lottery/advance): this game's clock runs this far ahead.
  clock_offset_ms bigint NOT NULL DEFAULT 0 CHECK (clock_offset_ms >= 0),
  PRIMARY KEY (tenant_id, game_id)
);

-- One row per drawn numero; the first insert wins, so every server agrees on a result.
CREATE TABLE lottery_draws (
  tenant_id text NOT NULL REFERENCES tenants (id),
  game_id integer NOT NULL,
  numero text NOT NULL,
  draw_at bigint NOT NULL,
  result text[] NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, game_id, numero)
);
CREATE INDEX lottery_draws_recent_idx ON lottery_draws (tenant_id, game_id, draw_at DESC);

CREATE TABLE lottery_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_id integer NOT NULL,
  numero text NOT NULL,
  close_at bigint NOT NULL,
  draw_at bigint NOT NULL,
  -- The client's idempotency key: a retried slip finds its first order.
  client_key text NOT NULL,
  -- SHA-256 of the slip's bets: the same key with other bets is refused, not replayed.
  slip_digest text NOT NULL,
  total_amount numeric(18, 2) NOT NULL CHECK (total_amount > 0),
  win_amount numeric(18, 2) NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'cancelled')),
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (tenant_id, member_id, client_key)
);
CREATE INDEX lottery_orders_member_idx ON lottery_orders (tenant_id, member_id, id DESC);
CREATE INDEX lottery_orders_due_idx ON lottery_orders (draw_at) WHERE status = 'open';

CREATE TABLE lottery_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES lottery_orders (id),
  play_id text NOT NULL,
  content text NOT NULL,
  unit numeric(18, 2) NOT NULL,
  multiple integer NOT NULL,
  bet_count integer NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  win_amount numeric(18, 2) NOT NULL DEFAULT 0,
  settled_at bigint
);
CREATE INDEX lottery_bets_order_idx ON lottery_bets (order_id);
