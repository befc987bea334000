import { useMutation } from '@tanstack/react-query';

import { type MobileNumber, sendMobileBindCode } from '../../../../contract/security';
import { call } from '../../../lib/api-call';

/** `POST /wps/member/mobile/sms`: a binding code to the new number; answers its lifetime. */
export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (request: MobileNumber) => call(sendMobileBindCode, { body: request }),
  });
