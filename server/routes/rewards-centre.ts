import type { FastifyInstance } from 'fastify';

import {
  claimIssuedPromotion,
  getMemberPromotions,
  type RecordStatus,
} from '../../contract/rewards';
import { claimPromotion } from '../domain/rewards/claim';
import { memberRecords, syncMemberPromotions } from '../domain/rewards/records';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { reportPage } from '../http/report-query';
import { requireModule, requireRealAccount, rewardsMember } from './rewards-access';

/** The reward centre (`/m/rewardCenter`, module REWCEN3): the member's records and claiming. */
export async function rewardsCentreRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getMemberPromotions, async (request) => {
    requireModule(request, 'REWCEN3');
    const member = rewardsMember(request);
    await syncMemberPromotions(db, now, member);
    const { pageNo, pageSize, status } = request.query;
    // The schema's pattern lets only a comma list of the statuses through.
    const statuses = status?.split(',') as RecordStatus[] | undefined;
    const { rows, total, byStatus } = await memberRecords(db, member, {
      statuses,
      pageNo,
      pageSize,
    });
    return ok(reportPage(rows, { pageNo, pageSize }, total, { counts: byStatus }));
  });

  serve(app, claimIssuedPromotion, async (request) => {
    requireModule(request, 'REWCEN3');
    requireRealAccount(request);
    return ok(await claimPromotion(db, now, rewardsMember(request), request.body.id));
  });
}
