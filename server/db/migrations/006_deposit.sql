-- Deposits: each tenant's payment channels and the members' deposit requests. A request is decided on the
-- reference server's simulated payment page (/pay/<token>); approval credits the wallet through the ledger
-- (kind 'deposit', reference = the deposit id) in the same transaction as the status change.

CREATE TABLE deposit_channels (
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  type text NOT NULL CHECK (type IN ('bank', 'ewallet', 'qr')),
  name text NOT NULL,
  currency text NOT NULL,
  min_amount numeric(18, 2) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(18, 2) NOT NULL,
  -- Suggested amounts shown as chips: a JSON array of numbers, e.g. [50, 100, 200].
  quick_amounts jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, code),
  CHECK (max_amount >= min_amount)
);

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- The client's idempotency key (a UUID); seeded rows use 'seed-…'.
  request_id text NOT NULL,
  channel_code text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'expired')),
  created_at bigint NOT NULL,
  -- A pending request older than this turns 'expired' (checked whenever the member's deposits are read).
  expires_at bigint NOT NULL,
  decided_at bigint,
  UNIQUE (tenant_id, member_id, request_id),
  FOREIGN KEY (tenant_id, channel_code) REFERENCES deposit_channels (tenant_id, code)
);
CREATE INDEX deposits_report_idx ON deposits (tenant_id, member_id, created_at);
CREATE INDEX deposits_pending_idx ON deposits (tenant_id, member_id) WHERE status = 'pending';
