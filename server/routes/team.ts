import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { DAY } from '../domain/clock';
import { dayOf, startOfDay, tenantTimeZone } from '../domain/play/tenant-day';
import { teamCounts, todayCounters } from '../domain/team/team-counts';
import { teamMoney, totalOf } from '../domain/team/team-sums';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { agentOf, requireAgent } from './agent-guards';
import { teamListRoutes } from './team-lists';

const reportQuery = { type: 'object', properties: reportQueryProperties } as const;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The days (`YYYY-MM-DD`) whose starts fall in [from, to), and the bounds [start…, to]. */
function daysOf(zone: string, from: number, to: number) {
  const days: string[] = [];
  for (let day = dayOf(zone, from); startOfDay(zone, day) < to; day = nextDay(day)) days.push(day);
  return { days, bounds: [...days.map((day) => startOfDay(zone, day)), to] };
}

type Report = FastifyRequest<{ Querystring: ReportQuery }>;

/** Team figures of an agent: overview sums with today's counters, and profit and loss per day. */
export async function teamRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: ReportQuery }>(
    '/wps/relay/ODSFE2_getTeamOverviewSum',
    { schema: { querystring: reportQuery }, preHandler: requireAgent },
    async (request: Report, reply: FastifyReply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const zone = tenantTimeZone(merchantOf(request).tenant);
      const time = now();
      const today = dayOf(zone, time);
      const day = {
        start: startOfDay(zone, today),
        end: startOfDay(zone, nextDay(today)),
        now: time,
      };
      const [money] = await teamMoney(db, tenantId, agentId, [range.from, range.to]);
      return ok({
        ...(await teamCounts(db, tenantId, agentId, range.from, range.to)),
        ...money,
        footer: await todayCounters(db, tenantId, agentId, day),
      });
    },
  );

  app.get<{ Querystring: ReportQuery }>(
    '/wps/relay/ODSFE2_getTeamProfitLoss',
    { schema: { querystring: reportQuery }, preHandler: requireAgent },
    async (request: Report, reply: FastifyReply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const { days, bounds } = daysOf(
        tenantTimeZone(merchantOf(request).tenant),
        range.from,
        range.to,
      );
      const periods = await teamMoney(db, tenantId, agentId, bounds);
      const rows = days.map((day, index) => ({ day, ...periods[index] })).reverse();
      const { pageNo, pageSize } = request.query;
      const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok(reportPage(page, request.query, rows.length, totalOf(periods)));
    },
  );

  await app.register(teamListRoutes);
}
