import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  agentRates,
  daysBetween,
  dividendReport,
  rateRows,
  rebateIncome,
  teamRebate,
} from '../domain/agent-income';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { agentOf, requireAgent } from './agent-guards';
import { agentIncomeDevRoutes } from './agent-income-dev';
import { NOT_AVAILABLE } from './content-guards';

const reportQuery = { type: 'object', properties: reportQueryProperties } as const;
const teamRebateQuery = {
  type: 'object',
  properties: { ...reportQueryProperties, username: { type: 'string', maxLength: 64 } },
} as const;

/** One page of rows already sorted in memory (a report of at most 92 days or a list of downlines). */
const pageOf = <Row, Footer>(rows: Row[], query: ReportQuery, footer: Footer) =>
  reportPage(
    rows.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize),
    query,
    rows.length,
    footer,
  );

const zoneOf = (request: FastifyRequest) => tenantTimeZone(merchantOf(request).tenant);

/** Agent rebate settings and income, team rebate and dividends (agents only, docs/api.md). */
export async function agentIncomeRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get('/wps/agent/rebateSettings', { preHandler: requireAgent }, async (request) => {
    const { tenantId, agentId } = agentOf(request);
    const { rates, uplineRates } = await agentRates(db, tenantId, agentId);
    return ok({ topAgent: uplineRates === null, rates: rateRows(rates, uplineRates) });
  });

  app.get<{ Querystring: ReportQuery }>(
    '/wps/agent/rebateIncome',
    { schema: { querystring: reportQuery }, preHandler: requireAgent },
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const days = daysBetween(zoneOf(request), range.from, range.to);
      const report = await rebateIncome(db, { tenantId, agentId, days, to: range.to });
      return ok(pageOf(report.rows, request.query, report.footer));
    },
  );

  app.get<{ Querystring: ReportQuery & { username?: string } }>(
    '/wps/agent/teamRebate',
    { schema: { querystring: teamRebateQuery }, preHandler: requireAgent },
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const username = request.query.username?.trim() || undefined;
      const report = await teamRebate(db, { tenantId, agentId, ...range, username });
      return ok(pageOf(report.rows, request.query, report.footer));
    },
  );

  app.get<{ Querystring: ReportQuery }>(
    '/wps/agent/dividends',
    { schema: { querystring: reportQuery }, preHandler: requireAgent },
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
  );

  if (app.deps.dev) await app.register(agentIncomeDevRoutes);
}
