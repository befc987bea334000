import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { NON_AGENT_TYPES } from '../../schema/constants';
import { AGENT_GROUPS, LEDGER_GROUPS, type LedgerGroup } from '../domain/records/ledger-groups';
import { profitAndLoss } from '../domain/records/profit-and-loss';
import { transactionReport } from '../domain/records/transactions';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { requireSession, sessionOf } from '../http/session';
import { uplineTransferRoutes } from './records-transfer';

const transactionQuery = {
  type: 'object',
  properties: {
    ...reportQueryProperties,
    type: { type: 'string', enum: [...LEDGER_GROUPS] },
    types: { type: 'string', enum: ['A'] },
  },
} as const;

type TransactionQuery = ReportQuery & { type?: LedgerGroup; types?: 'A' };

const isAgent = (customerType: number) =>
  !(NON_AGENT_TYPES as readonly number[]).includes(customerType);

/** Account transactions, personal profit and loss, and the transfer to the upline. */
export async function recordsRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: TransactionQuery }>(
    '/wps/report/transaction',
    { schema: { querystring: transactionQuery }, preHandler: requireSession },
    async (request, reply) => {
      const session = sessionOf(request);
      const { type, types, pageNo, pageSize } = request.query;
      let groups: readonly LedgerGroup[] = LEDGER_GROUPS;
      if (types === 'A') {
        const menu: readonly string[] = merchantOf(request).tenant.agentMenu;
        if (!isAgent(session.customerType) || !menu.includes('agentTransactionRecord'))
          return fail(
            ErrorCodes.notAvailable,
            'Sorry, this account does not have permission or the feature is temporarily unavailable.',
          );
        groups = AGENT_GROUPS;
      }
      if (type) groups = groups.filter((group) => group === type);
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, memberId } = session;
      const report = await transactionReport(db, {
        tenantId,
        memberId,
        ...range,
        groups,
        pageNo,
        pageSize,
      });
      return ok(reportPage(report.rows, request.query, report.totalCount, report.footer));
    },
  );

  app.get<{ Querystring: ReportQuery }>(
    '/wps/report/profitAndLoss',
    {
      schema: { querystring: { type: 'object', properties: reportQueryProperties } },
      preHandler: requireSession,
    },
    async (request: FastifyRequest<{ Querystring: ReportQuery }>, reply: FastifyReply) => {
      const flags: Partial<Record<string, boolean>> = merchantOf(request).tenant.flags;
      if (flags.PERSREP !== true)
        return fail(
          ErrorCodes.notAvailable,
          'The profit and loss report is not available for this merchant',
        );
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, memberId } = sessionOf(request);
      const { gameTypes, ...summary } = await profitAndLoss(db, { tenantId, memberId, ...range });
      const { pageNo, pageSize } = request.query;
      const page = gameTypes.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok(reportPage(page, request.query, gameTypes.length, summary));
    },
  );

  await app.register(uplineTransferRoutes);
}
