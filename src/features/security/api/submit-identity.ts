import { api } from '../../../lib/api-client';
import type { VerificationStatus } from './security-config';
import { useSecurityMutation } from './use-security-mutation';

export interface IdentityImages {
  /** Data URLs of png or jpg images, ≤ 5 MB each. */
  idFront: string;
  idBack: string;
  selfie: string;
}

/** `POST /wps/member/identity`: ID front, back and selfie with ID → under review. */
export const submitIdentity = (images: IdentityImages) =>
  api.post<{ status: VerificationStatus }>('/wps/member/identity', images, { timeoutMs: 60_000 });

export const useSubmitIdentity = () => useSecurityMutation(submitIdentity);
