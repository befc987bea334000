import { queryOptions } from '@tanstack/react-query';

import { getDividendContract } from '../../../../contract/agent-contracts';
import { call } from '../../../lib/api-call';
import { agentKeys } from './agent-keys';

/** `GET /wps/relay/MCSFE_getContractDividend`: agent home shows the contract's status. */
export const dividendContractQuery = () =>
  queryOptions({
    queryKey: agentKeys.dividendContract(),
    queryFn: ({ signal }) => call(getDividendContract, { signal }),
  });
