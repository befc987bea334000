import { queryOptions, useQuery } from '@tanstack/react-query';

import { getUplineTransfer } from '../../../../contract/records';
import { call } from '../../../lib/api-call';
import { recordsKeys } from './records-keys';

export type { UplineTransfer, UplineTransferInfo } from '../../../../contract/records';

export const uplineTransferQuery = () =>
  queryOptions({
    queryKey: recordsKeys.uplineTransfer(),
    queryFn: ({ signal }) => call(getUplineTransfer, { signal }),
  });

/** `GET /wps/relay/MCSFE_transferToUpline`: the upline, whether a payment password is asked, recent transfers. */
export const useUplineTransfer = () => useQuery(uplineTransferQuery());
