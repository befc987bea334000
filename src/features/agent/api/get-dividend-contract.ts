import { queryOptions } from '@tanstack/react-query';

import { getDividendContract } from '../../../../contract/agent-contracts';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `GET /wps/relay/MCSFE_getContractDividend`: agent home shows the contract's status. */
export const dividendContractQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'home', 'dividendContract'),
    queryFn: ({ signal }) => call(getDividendContract, { signal }),
  });
