import { getInvitees } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { usePagedQuery } from '../../../../lib/paged-report';
import { referralKeys } from './referral-keys';

export type { Invitee } from '../../../../../contract/content';

/** Friends who joined with my code (`GET /wps/relay/MCSFE_getReferralList`); names come masked. */
export const useInvitees = () =>
  usePagedQuery({
    key: referralKeys.friends(),
    fetchPage: (page, signal) => call(getInvitees, { query: page, signal }),
  });
