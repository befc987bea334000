import { useMutation } from '@tanstack/react-query';

import { sendEmailBindCode } from '../../../../contract/security';
import { call } from '../../../lib/api-call';

/** `POST /wps/member/email/code`: a binding code to the address; answers its lifetime. */
export const useSendEmailCode = () =>
  useMutation({ mutationFn: (email: string) => call(sendEmailBindCode, { body: { email } }) });
