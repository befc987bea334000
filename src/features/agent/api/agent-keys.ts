import { queryKey } from '../../../lib/query-client';

export const agentKeys = {
  all: () => queryKey('agent'),
  home: () => [...agentKeys.all(), 'home'] as const,
  teamFigures: () => [...agentKeys.home(), 'teamFigures'] as const,
  dividendContract: () => [...agentKeys.home(), 'dividendContract'] as const,
  announcements: (params: object) => [...agentKeys.all(), 'announcements', params] as const,
  notices: () => [...agentKeys.all(), 'notices'] as const,
};
