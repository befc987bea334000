import { getNotices } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { usePagedQuery } from '../../../../lib/paged-report';
import { noticeKeys } from './page-keys';

export type { Notice } from '../../../../../contract/content';

/** Notices (announcement type H) with my read state (`GET /wps/relay/CCSFE_getNoticeList`). */
export const useNotices = () =>
  usePagedQuery({
    key: noticeKeys.all(),
    params: { types: 'H' },
    fetchPage: (page, signal) => call(getNotices, { query: { types: 'H', ...page }, signal }),
  });
