-- Foundation schema: tenants, members, sessions, wallets + ledger, announcements, inbox, login security.
-- Times are epoch milliseconds (bigint) because the server's clock is injectable; money is numeric(18,2).

CREATE TABLE tenants (
  id text PRIMARY KEY,
  merchant_code text NOT NULL UNIQUE,
  trial_merchant_code text NOT NULL UNIQUE
);

CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  merchant_code text NOT NULL,
  username text NOT NULL,
  password_hash text,
  customer_type smallint NOT NULL CHECK (customer_type IN (0, 1, 2, 4, 40, 41, 42)),
  nickname text NOT NULL DEFAULT '',
  mobile_masked text NOT NULL DEFAULT '',
  reg_date bigint NOT NULL,
  vip_label text,
  upline_id bigint REFERENCES members (id),
  last_login_at bigint,
  UNIQUE (tenant_id, username)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  created_at bigint NOT NULL,
  idle_expires_at bigint NOT NULL,
  absolute_expires_at bigint NOT NULL,
  revoked_at bigint,
  ip text NOT NULL DEFAULT '',
  device text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member_idx ON sessions (tenant_id, member_id);

CREATE TABLE wallet_accounts (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  account_type_id smallint NOT NULL,
  currency text NOT NULL,
  balance numeric(18, 2) NOT NULL DEFAULT 0 CONSTRAINT balance_not_negative CHECK (balance >= 0),
  PRIMARY KEY (member_id, account_type_id)
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL,
  account_type_id smallint NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0),
  balance_after numeric(18, 2) NOT NULL,
  kind text NOT NULL,
  reference text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  FOREIGN KEY (member_id, account_type_id) REFERENCES wallet_accounts (member_id, account_type_id)
);
CREATE INDEX ledger_member_idx ON ledger_entries (tenant_id, member_id, created_at);

CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  seed_key text,
  type text NOT NULL CHECK (type IN ('A', 'B', 'H', 'PL', 'PR', 'PU')),
  group_name text NOT NULL DEFAULT '',
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  linkage text NOT NULL DEFAULT '',
  execution text CHECK (execution IN ('A', 'B', 'F')),
  promotion_type text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  UNIQUE (tenant_id, seed_key)
);

CREATE TABLE announcement_reads (
  member_id bigint NOT NULL REFERENCES members (id),
  announcement_id bigint NOT NULL REFERENCES announcements (id),
  read_at bigint NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE inbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seed_key text,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  read_at bigint,
  UNIQUE (tenant_id, member_id, seed_key)
);

CREATE TABLE member_promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seed_key text,
  promotion_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('issued', 'claimed', 'closed')),
  created_at bigint NOT NULL,
  UNIQUE (tenant_id, member_id, seed_key)
);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  answer text NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE login_attempts (
  tenant_id text NOT NULL REFERENCES tenants (id),
  username text NOT NULL,
  ip text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, username, ip)
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
