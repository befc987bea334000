import { useMutation } from '@tanstack/react-query';

import { changePassword as changePasswordEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

export type ChangePasswordRequest = {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

/** `PUT /wps/member/password`, encrypted (protocol.md §3). */
export const changePassword = (request: ChangePasswordRequest) =>
  call(changePasswordEndpoint, { body: request, encrypted: true, timeoutMs: 10_000 });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
