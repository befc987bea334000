import { type IdentityImages, submitIdentityVerification } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { useSecurityMutation } from './use-security-mutation';

export type { IdentityImages } from '../../../../contract/security';

/** `POST /wps/member/identity`: ID front, back and selfie with ID → under review. */
export const useSubmitIdentity = () =>
  useSecurityMutation((images: IdentityImages) =>
    call(submitIdentityVerification, { body: images, timeoutMs: 60_000 }),
  );
