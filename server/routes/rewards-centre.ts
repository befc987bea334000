import type { FastifyInstance } from 'fastify';

import { claimPromotion } from '../domain/rewards/claim';
import {
  memberRecords,
  RECORD_STATUSES,
  type RecordStatus,
  syncMemberPromotions,
} from '../domain/rewards/records';
import { ok } from '../http/envelope';
import { reportPage, reportQueryProperties } from '../http/report-query';
import { requireSession } from '../http/session';
import { ID, requireModule, requireRealAccount, rewardsMember } from './rewards-access';
import { requestId } from '../../contract/inputs';

const STATUS_LIST = `^(${RECORD_STATUSES.join('|')})(,(${RECORD_STATUSES.join('|')}))*$`;

const recordsQuery = {
  type: 'object',
  properties: {
    pageNo: reportQueryProperties.pageNo,
    pageSize: reportQueryProperties.pageSize,
    status: { type: 'string', maxLength: 200, pattern: STATUS_LIST },
  },
} as const;

interface RecordsQuery {
  pageNo: number;
  pageSize: number;
  status?: string;
}

const claimBody = {
  type: 'object',
  required: ['id', 'requestId'],
  properties: { id: ID, requestId },
} as const;

/** The reward centre (`/m/rewardCenter`, module REWCEN3): the member's records and claiming. */
export async function rewardsCentreRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: RecordsQuery }>(
    '/wps/relay/MCSFE_getMemberPromotions',
    { schema: { querystring: recordsQuery }, preHandler: requireSession },
    async (request) => {
      requireModule(request, 'REWCEN3');
      const member = rewardsMember(request);
      await syncMemberPromotions(db, now, member);
      const { pageNo, pageSize, status } = request.query;
      const statuses = status?.split(',') as RecordStatus[] | undefined;
      const { rows, total, byStatus } = await memberRecords(db, member, {
        statuses,
        pageNo,
        pageSize,
      });
      return ok(reportPage(rows, { pageNo, pageSize }, total, { counts: byStatus }));
    },
  );

  app.post<{ Body: { id: number; requestId: string } }>(
    '/wps/relay/MCSFE_claimIssuedPromotion',
    { schema: { body: claimBody }, preHandler: requireSession },
    async (request) => {
      requireModule(request, 'REWCEN3');
      requireRealAccount(request);
      return ok(await claimPromotion(db, now, rewardsMember(request), request.body.id));
    },
  );
}
