import { usePagedReport } from '../../../lib/paged-report';
import type { PromotionRecord, RecordStatus } from '../types';

export interface RecordsFooter {
  counts: Record<RecordStatus, number>;
}

/** `GET /wps/relay/MCSFE_getMemberPromotions`: my promotion records of some statuses, page by page. */
export const useMemberPromotions = (statuses: readonly RecordStatus[] | undefined) =>
  usePagedReport<PromotionRecord, RecordsFooter>({
    key: ['rewards', 'records'],
    path: '/wps/relay/MCSFE_getMemberPromotions',
    params: { status: statuses?.join(',') },
  });
