import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSecurityConfig } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { securityKeys } from './security-keys';

export type { SecurityConfig, VerificationStatus } from '../../../../contract/security';

/** `GET /wps/member/securityConfig`: what the member has set (masked contacts). */
export const securityConfigQuery = () =>
  queryOptions({
    queryKey: securityKeys.config(),
    queryFn: ({ signal }) => call(getSecurityConfig, { signal }),
  });

export const useSecurityConfig = () => useQuery(securityConfigQuery());
