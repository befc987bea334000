-- Content: inbox deletion, the support mailbox (web e-mail), feedback, help and agreement pages.

-- Inbox messages (system notifications) may be deleted by their member; deleted rows stay for audit.
ALTER TABLE inbox_messages ADD COLUMN deleted_at bigint;
CREATE INDEX inbox_messages_member_idx ON inbox_messages (tenant_id, member_id, created_at);

-- Web e-mail: a member's mailbox with customer service. OUT = written by the member to support,
-- IN = written by support to the member (read_at is set when the member opens it).
CREATE TABLE mail_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seed_key text,
  request_id text,
  direction text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  subject text NOT NULL,
  body text NOT NULL,
  reply_to bigint REFERENCES mail_messages (id),
  created_at bigint NOT NULL,
  read_at bigint,
  deleted_at bigint,
  UNIQUE (tenant_id, member_id, seed_key),
  UNIQUE (tenant_id, member_id, request_id)
);
CREATE INDEX mail_messages_member_idx ON mail_messages (tenant_id, member_id, direction, created_at);

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seed_key text,
  type text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL,
  reply text,
  replied_at bigint,
  UNIQUE (tenant_id, member_id, seed_key)
);
CREATE INDEX feedback_member_idx ON feedback (tenant_id, member_id, created_at);

-- Help-centre articles (HELP) and the user agreement (AGREEMENT), per tenant and language.
CREATE TABLE content_pages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  kind text NOT NULL CHECK (kind IN ('HELP', 'AGREEMENT')),
  language text NOT NULL,
  seed_key text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  content text NOT NULL,
  UNIQUE (tenant_id, kind, language, seed_key)
);
