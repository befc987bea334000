import { queryKey } from '../../../lib/query-client';

/** Club queries under one root: a rebate claim refreshes the offer, the standing and the report. */
export const clubKeys = {
  all: () => queryKey('club'),
  benefit: () => [...clubKeys.all(), 'benefit'] as const,
  manualRebate: () => [...clubKeys.all(), 'manualRebate'] as const,
  rebateReport: () => [...clubKeys.all(), 'rebateReport'] as const,
};
