import type { FastifyInstance, FastifyRequest } from 'fastify';

import { getInvitees, getReferralInfo } from '../../contract/content';
import { listInvitees, referralCode, referralSummary } from '../domain/content/referral';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage } from '../http/report-query';
import { ownerOf, trialRejected } from './content-guards';

/** Spec §6: inviting friends needs the REFERRAL promotion, else 'contact_service'. */
function referralOff(request: FastifyRequest) {
  return merchantOf(request).tenant.promotions.REFERRAL === true
    ? trialRejected(request)
    : fail(ErrorCodes.notAvailable, 'Please contact customer service');
}

/** Invite friends: the member's code and registration link, invited members and their first deposits. */
export async function contentReferralRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, getReferralInfo, async (request) => {
    const refused = referralOff(request);
    if (refused) return refused;
    const owner = ownerOf(request);
    const code = await referralCode(db, owner);
    return ok({
      code,
      registerPath: `/m/register?affiliateCode=${encodeURIComponent(code)}`,
      ...(await referralSummary(db, owner)),
    });
  });

  serve(app, getInvitees, async (request) => {
    const refused = referralOff(request);
    if (refused) return refused;
    const { rows, totalCount } = await listInvitees(db, ownerOf(request), request.query);
    return ok(reportPage(rows, request.query, totalCount));
  });
}
