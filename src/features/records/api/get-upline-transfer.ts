import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface UplineTransfer {
  id: number;
  requestId: string;
  amount: number;
  balanceAfter: number;
  upline: string;
  /** Epoch ms. */
  time: number;
}

export interface UplineTransferInfo {
  upline: string;
  passwordRequired: boolean;
  minAmount: number;
  maxAmount: number;
  transfers: UplineTransfer[];
}

export const uplineTransferQuery = () =>
  queryOptions({
    queryKey: queryKey('records', 'uplineTransfer'),
    queryFn: ({ signal }) =>
      api.get<UplineTransferInfo>('/wps/relay/MCSFE_transferToUpline', { signal }),
  });

/** `GET /wps/relay/MCSFE_transferToUpline`: the upline, whether a payment password is asked, recent transfers. */
export const useUplineTransfer = () => useQuery(uplineTransferQuery());
