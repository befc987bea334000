-- Agent income (issue 6): rebate rates per agent and daily agent-rebate settlements (dividends are paid
-- by the contracts of 015).

-- An agent's own rebate rate per game type (a fraction of the valid bet, 0.008 = 0.8 %). Types without a
-- row follow the defaults of server/domain/agent-income/rates.ts; every rate is capped at the upline's.
CREATE TABLE agent_rebate_rates (
  tenant_id text NOT NULL REFERENCES tenants (id),
  agent_id bigint NOT NULL REFERENCES members (id),
  game_type text NOT NULL,
  rate numeric(7, 6) NOT NULL CHECK (rate >= 0 AND rate < 0.1),
  PRIMARY KEY (tenant_id, agent_id, game_type)
);

-- One settled day of an agent's rebate income; its ledger posting (kind agent.rebate) has the reference
-- `agent.rebate:<agentId>:<day>`. The primary key makes a day settle once, even under concurrent settles.
CREATE TABLE agent_rebate_settlements (
  tenant_id text NOT NULL REFERENCES tenants (id),
  agent_id bigint NOT NULL REFERENCES members (id),
  -- YYYY-MM-DD in the tenant's time zone.
  day text NOT NULL,
  valid_bet numeric(18, 2) NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
  -- [{gameType, validBet, rate, rebateAmount}] as computed at settlement.
  detail jsonb NOT NULL,
  settled_at bigint NOT NULL,
  PRIMARY KEY (tenant_id, agent_id, day)
);
