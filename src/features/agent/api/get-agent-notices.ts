import { getNotices } from '../../../../contract/content';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import { agentKeys } from './agent-keys';

/** One agent announcement with my read state. */
export type { Notice as AgentNotice } from '../../../../contract/content';

const PARAMS = { types: 'A' } as const;

/** `GET /wps/relay/CCSFE_getNoticeList?types=A`: agent announcements, newest first. */
export function useAgentNotices() {
  return usePagedQuery({
    key: agentKeys.notices(),
    params: PARAMS,
    fetchPage: (page, signal) => call(getNotices, { query: { ...PARAMS, ...page }, signal }),
  });
}
