import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export type VerificationStatus = 'NOT_VERIFIED' | 'UNDER_REVIEW' | 'VERIFIED' | 'REJECTED';

/** `GET /wps/member/securityConfig`: what the member has set (masked contacts). */
export interface SecurityConfig {
  loginPassword: boolean;
  paymentPassword: boolean;
  mobileBound: boolean;
  mobile: string;
  emailBound: boolean;
  email: string;
  verificationStatus: VerificationStatus;
  verificationSubmittedAt: number | null;
  rejectReason: string;
}

export const securityConfigKey = () => queryKey('security', 'config');

export const securityConfigQuery = () =>
  queryOptions({
    queryKey: securityConfigKey(),
    queryFn: ({ signal }) => api.get<SecurityConfig>('/wps/member/securityConfig', { signal }),
  });

export const useSecurityConfig = () => useQuery(securityConfigQuery());
