-- Game catalogue per tenant, favourites, recent games; idempotent ledger references.

CREATE TABLE game_vendors (
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- Vendor code (the platform's "vassalage"), e.g. PG, TF (e-sports), DS88 (cockfight).
  vassalage text NOT NULL,
  -- Server-side category: SPORTS (TF and DS88 included, the client splits them out), LIVE, RNG, FISH,
  -- PVP, ELOTT, LOTT or INHOUSE.
  category text NOT NULL,
  display_name text NOT NULL,
  account_type_name text NOT NULL,
  icon_url text NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (tenant_id, category, vassalage)
);

CREATE TABLE games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  node_id text NOT NULL,
  game_code text NOT NULL,
  -- Sent back as gameId on launch.
  room_id text NOT NULL,
  vassalage text NOT NULL,
  -- RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT or INHOUSE.
  game_type text NOT NULL,
  -- Classify values used by the list filter, e.g. {VIDEO,MEGAWAYS}.
  classify text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  icon_url text NOT NULL,
  min_bet numeric(10, 2) NOT NULL,
  min_line integer NOT NULL DEFAULT 1,
  is_new boolean NOT NULL DEFAULT false,
  is_hot boolean NOT NULL DEFAULT false,
  -- Which demo game of the reference server plays it: slot, table, or lobby (sports books, lottery).
  play_kind text NOT NULL CHECK (play_kind IN ('slot', 'table', 'lobby')),
  support_play text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, node_id)
);
CREATE INDEX games_type_idx ON games (tenant_id, game_type, vassalage, sort);

CREATE TABLE favourite_games (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES games (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

CREATE TABLE recent_games (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES games (id),
  played_at bigint NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- A posting with a reference happens once: the same (member, kind, reference) again is a replay.
CREATE UNIQUE INDEX ledger_idempotency_idx ON ledger_entries (tenant_id, member_id, kind, reference)
  WHERE reference <> '';
