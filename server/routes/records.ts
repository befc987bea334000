import type { FastifyInstance } from 'fastify';

import {
  AGENT_GROUPS,
  getProfitAndLoss,
  getTransactions,
  LEDGER_GROUPS,
  type LedgerGroup,
} from '../../contract/records';
import { NON_AGENT_TYPES } from '../../schema/constants';
import { profitAndLoss } from '../domain/records/profit-and-loss';
import { transactionReport } from '../domain/records/transactions';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage, reportRange } from '../http/report-query';
import { sessionOf } from '../http/session';
import { uplineTransferRoutes } from './records-transfer';

const isAgent = (customerType: number) =>
  !(NON_AGENT_TYPES as readonly number[]).includes(customerType);

/** Account transactions, personal profit and loss, and the transfer to the upline. */
export async function recordsRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, getTransactions, async (request, reply) => {
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
  });

  serve(app, getProfitAndLoss, async (request, reply) => {
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
  });

  await app.register(uplineTransferRoutes);
}
