-- Accounts: registration details, one-time codes (SMS / e-mail), affiliate codes, social links, dev outbox.

ALTER TABLE members ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN mobile_number text;
ALTER TABLE members ADD COLUMN payment_password_hash text;
ALTER TABLE members ADD COLUMN profile jsonb NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN recommender_id bigint REFERENCES members (id);
-- The full number '+<dialing code><national number>' is unique per tenant.
CREATE UNIQUE INDEX members_mobile_idx ON members (tenant_id, mobile_number);

-- One live code per (tenant, purpose, target); only its SHA-256 is kept.
CREATE TABLE one_time_codes (
  tenant_id text NOT NULL REFERENCES tenants (id),
  purpose text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at bigint,
  PRIMARY KEY (tenant_id, purpose, target)
);

-- Send times, for the resend limits (one per minute, five per hour per number).
CREATE TABLE code_sends (
  tenant_id text NOT NULL REFERENCES tenants (id),
  target text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX code_sends_idx ON code_sends (tenant_id, target, sent_at);

CREATE TABLE affiliate_codes (
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  agent_id bigint NOT NULL REFERENCES members (id),
  PRIMARY KEY (tenant_id, code)
);

-- A link is permanent: one per identity, one per (member, provider).
CREATE TABLE social_links (
  tenant_id text NOT NULL REFERENCES tenants (id),
  provider text NOT NULL,
  subject text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  email text NOT NULL DEFAULT '',
  linked_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, provider, subject),
  UNIQUE (tenant_id, provider, member_id)
);

-- Requests per key and minute window (captcha images).
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_started_at bigint NOT NULL
);

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'captcha', 'social')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  code text,
  created_at bigint NOT NULL
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient);
