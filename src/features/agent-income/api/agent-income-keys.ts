import { queryKey } from '../../../lib/query-client';

export const agentIncomeKeys = {
  all: () => queryKey('agentIncome'),
  rebateSettings: () => [...agentIncomeKeys.all(), 'rebateSettings'] as const,
  rebateIncome: () => [...agentIncomeKeys.all(), 'rebateIncome'] as const,
  teamRebate: () => [...agentIncomeKeys.all(), 'teamRebate'] as const,
  dividends: () => [...agentIncomeKeys.all(), 'dividends'] as const,
};
