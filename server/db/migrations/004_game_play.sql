-- Rounds played on the reference server's demo games (one bet, settled at once). Game tickets are signed
-- tokens (server/domain/play/tickets.ts), not rows.

CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES games (id),
  -- The client's idempotency key (also the ledger reference of the bet and the win).
  round_id text NOT NULL,
  bet numeric(18, 2) NOT NULL CHECK (bet > 0),
  win numeric(18, 2) NOT NULL CHECK (win >= 0),
  -- The player's pick on table and lobby games (dragon, tiger, a market option…); '' on slots.
  choice text NOT NULL DEFAULT '',
  -- What the server drew: reels and paying lines, cards, the winning option.
  outcome jsonb NOT NULL,
  -- Played with a free-trial (type 4) account's play money: kept out of the winners board.
  trial boolean NOT NULL DEFAULT false,
  -- The wallet balance right after the round (answered again when the round id is replayed).
  balance_after numeric(18, 2) NOT NULL,
  status text NOT NULL DEFAULT 'settled' CHECK (status IN ('settled')),
  bet_at bigint NOT NULL,
  settled_at bigint NOT NULL,
  UNIQUE (tenant_id, member_id, round_id)
);
CREATE INDEX game_rounds_history_idx ON game_rounds (tenant_id, member_id, bet_at);
CREATE INDEX game_rounds_winners_idx ON game_rounds (tenant_id, win DESC) WHERE win > 0 AND NOT trial;
