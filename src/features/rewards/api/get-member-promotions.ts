import { getMemberPromotions, type RecordStatus } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/MCSFE_getMemberPromotions`: my promotion records of some statuses, page by page. */
export function useMemberPromotions(statuses: readonly RecordStatus[] | undefined) {
  const params = { status: statuses?.join(',') };
  return usePagedQuery({
    key: rewardsKeys.records(),
    params,
    fetchPage: (page, signal) =>
      call(getMemberPromotions, { query: { ...params, ...page }, signal }),
  });
}
