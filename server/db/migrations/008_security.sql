-- Security centre: e-mail binding (a verified address) and identity verification (KYC) with its images.

ALTER TABLE members ADD COLUMN email_verified_at bigint;

-- One verification per member; a rejected one may be submitted again (the row is replaced).
CREATE TABLE identity_verifications (
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('UNDER_REVIEW', 'VERIFIED', 'REJECTED')),
  submitted_at bigint NOT NULL,
  decided_at bigint,
  reject_reason text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, member_id)
);

-- The submitted images; never served to members (reviewers only).
CREATE TABLE identity_documents (
  tenant_id text NOT NULL,
  member_id bigint NOT NULL,
  side text NOT NULL CHECK (side IN ('idFront', 'idBack', 'selfie')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  image bytea NOT NULL,
  PRIMARY KEY (tenant_id, member_id, side),
  FOREIGN KEY (tenant_id, member_id) REFERENCES identity_verifications (tenant_id, member_id)
);
