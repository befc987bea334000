import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSecurityConfig } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

export type { SecurityConfig, VerificationStatus } from '../../../../contract/security';

export const securityConfigKey = () => queryKey('security', 'config');

/** `GET /wps/member/securityConfig`: what the member has set (masked contacts). */
export const securityConfigQuery = () =>
  queryOptions({
    queryKey: securityConfigKey(),
    queryFn: ({ signal }) => call(getSecurityConfig, { signal }),
  });

export const useSecurityConfig = () => useQuery(securityConfigQuery());
