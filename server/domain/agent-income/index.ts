export { daysBetween, type TenantDay } from './days';
export { dividendReport } from './dividend';
export { AgentIncomeError, notAnAgent } from './errors';
export { agentRates, isAgent, rateRows, type Rates } from './rates';
export { rebateByBucket } from './income';
export { rebateIncome } from './rebate-report';
export {
  AGENT_REBATE_KIND,
  rebateReference,
  recordRebate,
  settleAgentRebate,
} from './settle-rebate';
export { teamRebate } from './team-rebate';
