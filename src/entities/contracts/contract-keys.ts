import type { ContractKind } from '../../../contract/agent-contracts';
import { queryKey } from '../../lib/query-client';

/** Home checks for pending contracts, the contracts screens read one: processing one refreshes both. */
export const contractKeys = {
  all: () => queryKey('contracts'),
  check: () => [...contractKeys.all(), 'check'] as const,
  contract: (kind: ContractKind) => [...contractKeys.all(), kind] as const,
};
