-- Agent contracts: daily salary, dividend and hourly salary offered to an agent by its upline or the
-- operator, answered by the agent; accepted contracts pay per closed period through the ledger.

CREATE TABLE agent_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- The agent the contract is offered to.
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('dailySalary', 'dividend', 'hourSalary')),
  status text NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected')),
  -- dailySalary {tiers: [{minValidBet, salary}]}; hourSalary {tiers: [{minValidBetPerHour, salary}]};
  -- dividend {period: 'half-month' | 'month', tiers: [{minProfitLoss, ratePercent}]} where
  -- minProfitLoss is the team's loss (the negative of its profit and loss) the tier starts at.
  terms jsonb NOT NULL,
  -- The upline that offered it; null when the operator did.
  offered_by bigint REFERENCES members (id),
  seed_key text,
  offered_at bigint NOT NULL,
  answered_at bigint,
  UNIQUE (tenant_id, seed_key)
);
-- One live (offered or accepted) contract per kind per agent; a re-offer after a rejection is a new row.
CREATE UNIQUE INDEX agent_contracts_live_idx ON agent_contracts (tenant_id, member_id, kind)
  WHERE status <> 'rejected';
CREATE INDEX agent_contracts_member_idx ON agent_contracts (tenant_id, member_id, kind, id DESC);

-- One settled period of an accepted contract: its ledger posting (kind salary.daily, salary.hourly or
-- dividend) has the reference '<kind>:<contractId>:<period>'. Each period is paid at most once.
CREATE TABLE contract_payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  contract_id bigint NOT NULL REFERENCES agent_contracts (id),
  -- 'YYYY-MM-DD' (daily), 'YYYY-MM-DDTHH' (hourly), 'YYYY-MM' or 'YYYY-MM-H1' / 'YYYY-MM-H2' (dividend).
  period text NOT NULL,
  -- What the tier was chosen by: the team's valid bet, or its loss for a dividend.
  basis numeric(18, 2) NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  balance_after numeric(18, 2) NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (contract_id, period)
);
CREATE INDEX contract_payouts_member_idx ON contract_payouts (tenant_id, member_id, created_at DESC);
