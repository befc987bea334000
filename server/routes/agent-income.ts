import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  getDividends,
  getRebateIncome,
  getRebateSettings,
  getTeamRebate,
} from '../../contract/agent';
import {
  agentRates,
  daysBetween,
  dividendReport,
  rateRows,
  rebateIncome,
  teamRebate,
} from '../domain/agent-income';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage, type ReportQuery, reportRange } from '../http/report-query';
import { agentOf, agentsOnly } from './agent-guards';
import { agentIncomeDevRoutes } from './agent-income-dev';
import { NOT_AVAILABLE } from './content-guards';

/** One page of rows already sorted in memory (a report of at most 92 days or a list of downlines). */
const pageOf = <Row, Footer>(rows: Row[], query: ReportQuery, footer: Footer) =>
  reportPage(
    rows.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize),
    query,
    rows.length,
    footer,
  );

const zoneOf = (request: FastifyRequest) => tenantTimeZone(merchantOf(request).tenant);

const agents = { preHandler: agentsOnly };

/** Agent rebate settings and income, team rebate and dividends (agents only, docs/api.md). */
export async function agentIncomeRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    getRebateSettings,
    async (request) => {
      const { tenantId, agentId } = agentOf(request);
      const { rates, uplineRates } = await agentRates(db, tenantId, agentId);
      return ok({ topAgent: uplineRates === null, rates: rateRows(rates, uplineRates) });
    },
    agents,
  );

  serve(
    app,
    getRebateIncome,
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const days = daysBetween(zoneOf(request), range.from, range.to);
      const report = await rebateIncome(db, { tenantId, agentId, days, to: range.to });
      return ok(pageOf(report.rows, request.query, report.footer));
    },
    agents,
  );

  serve(
    app,
    getTeamRebate,
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const username = request.query.username?.trim() || undefined;
      const report = await teamRebate(db, { tenantId, agentId, ...range, username });
      return ok(pageOf(report.rows, request.query, report.footer));
    },
    agents,
  );

  serve(
    app,
    getDividends,
    async (request, reply) => {
      if (!merchantOf(request).tenant.dividends)
        return fail(ErrorCodes.notAvailable, NOT_AVAILABLE);
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const zone = zoneOf(request);
      const report = await dividendReport(db, now, { tenantId, agentId, zone, ...range });
      return ok(pageOf(report.rows, request.query, report.footer));
    },
    agents,
  );

  if (app.deps.dev) await app.register(agentIncomeDevRoutes);
}
