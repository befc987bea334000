import { usePagedReport } from '../../../../lib/paged-report';

/** A friend who joined with my code (`GET /wps/relay/MCSFE_getReferralList`); the name comes masked. */
export interface Invitee {
  username: string;
  regDate: number;
  firstDepositAmount: number | null;
  firstDepositAt: number | null;
}

export const useInvitees = () =>
  usePagedReport<Invitee>({
    key: ['referral', 'friends'],
    path: '/wps/relay/MCSFE_getReferralList',
    params: {},
  });
