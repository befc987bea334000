import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `PUT /wps/member/password`, encrypted (protocol.md §3). */
export const changePassword = (request: ChangePasswordRequest) =>
  api.put<boolean>('/wps/member/password', request, { encrypted: true, timeoutMs: 10_000 });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
