-- Transfers to the upline (AGETRANSFERUP3): one row per accepted request; the money itself moves as two
-- ledger rows (transfer.out of the member, transfer.in of the upline) with reference = request_id.

CREATE TABLE upline_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  upline_id bigint NOT NULL REFERENCES members (id),
  -- The client's idempotency key: a repeat answers this row and moves nothing.
  request_id text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  -- The member's balance right after the transfer (answered again on a repeat).
  balance_after numeric(18, 2) NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (tenant_id, member_id, request_id)
);
CREATE INDEX upline_transfers_member_idx ON upline_transfers (tenant_id, member_id, created_at DESC);
CREATE INDEX upline_transfers_upline_idx ON upline_transfers (tenant_id, upline_id, created_at DESC);
