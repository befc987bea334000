-- Rewards: the promotions catalogue, member promotion records with the spec's statuses, activity
-- applications with images, daily sign-in and red envelope rain.

CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  seed_key text NOT NULL,
  promotion_type text NOT NULL CHECK (promotion_type IN ('MANUAL', 'RAFFLE', 'MISSION', 'NEW_REGISTER',
    'DEPOSIT', 'FIRST_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT',
    'SIGNUP', 'LUCKY_BET', 'RANK_SALARY')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- Operator HTML: the client sanitises it.
  content text NOT NULL DEFAULT '',
  banner_key text NOT NULL DEFAULT '',
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL CHECK (ends_at > starts_at),
  bonus_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  -- 'apply': the member applies (comment, images) and the operator decides; 'join': the member signs up
  -- (missions, raffles); 'auto': issued to every real member while it runs; 'none': information only.
  entry text NOT NULL CHECK (entry IN ('apply', 'join', 'auto', 'none')),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, seed_key)
);

ALTER TABLE member_promotions DROP CONSTRAINT member_promotions_status_check;
ALTER TABLE member_promotions ADD CONSTRAINT member_promotions_status_check
  CHECK (status IN ('applying', 'rejected', 'issued', 'claimed', 'closed', 'coming_soon', 'signed'));
ALTER TABLE member_promotions ADD COLUMN promotion_id bigint REFERENCES promotions (id);
ALTER TABLE member_promotions ADD COLUMN bonus_amount numeric(18, 2) NOT NULL DEFAULT 0;
ALTER TABLE member_promotions ADD COLUMN comment text NOT NULL DEFAULT '';
ALTER TABLE member_promotions ADD COLUMN request_id text;
ALTER TABLE member_promotions ADD COLUMN updated_at bigint;
-- An issued bonus not claimed by then is closed.
ALTER TABLE member_promotions ADD COLUMN expires_at bigint;
CREATE INDEX member_promotions_member_idx ON member_promotions (tenant_id, member_id, status);
CREATE UNIQUE INDEX member_promotions_request_idx ON member_promotions (tenant_id, member_id, request_id)
  WHERE request_id IS NOT NULL;
-- One live record per member and promotion; a rejected application may be made again.
CREATE UNIQUE INDEX member_promotions_once_idx ON member_promotions (tenant_id, member_id, promotion_id)
  WHERE promotion_id IS NOT NULL AND status <> 'rejected';

CREATE TABLE promotion_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  record_id bigint NOT NULL REFERENCES member_promotions (id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data bytea NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX promotion_images_record_idx ON promotion_images (record_id);

CREATE TABLE signin_days (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- YYYY-MM-DD in the tenant's time zone.
  day text NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  reward numeric(18, 2) NOT NULL CHECK (reward > 0),
  -- The client's key: a repeat of the same request answers the first result.
  request_id text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, member_id, day)
);

-- Sessions besides the daily schedule (server/domain/rewards/red-rain.ts): demo and test sessions.
CREATE TABLE red_rain_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL CHECK (ends_at > starts_at),
  created_at bigint NOT NULL
);
CREATE INDEX red_rain_sessions_idx ON red_rain_sessions (tenant_id, ends_at);

CREATE TABLE red_rain_grabs (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  session_key text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  balance_after numeric(18, 2) NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, member_id, session_key)
);
