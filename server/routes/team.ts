import type { FastifyInstance } from 'fastify';

import { getTeamOverview, getTeamProfitLoss } from '../../contract/team';
import { DAY } from '../domain/clock';
import { dayOf, startOfDay, tenantTimeZone } from '../domain/play/tenant-day';
import { teamCounts, todayCounters } from '../domain/team/team-counts';
import { teamMoney, totalOf } from '../domain/team/team-sums';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { reportPage, reportRange } from '../http/report-query';
import { agentOf, agentsOnly } from './agent-guards';
import { teamListRoutes } from './team-lists';

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The days (`YYYY-MM-DD`) whose starts fall in [from, to), and the bounds [start…, to]. */
function daysOf(zone: string, from: number, to: number) {
  const days: string[] = [];
  for (let day = dayOf(zone, from); startOfDay(zone, day) < to; day = nextDay(day)) days.push(day);
  return { days, bounds: [...days.map((day) => startOfDay(zone, day)), to] };
}

const agents = { preHandler: agentsOnly };

/** Team figures of an agent: overview sums with today's counters, and profit and loss per day. */
export async function teamRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    getTeamOverview,
    async (request, reply) => {
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
      // One period, so one answer (the zeros only satisfy the type).
      const [money = totalOf([])] = await teamMoney(db, tenantId, agentId, [range.from, range.to]);
      return ok({
        ...(await teamCounts(db, tenantId, agentId, range.from, range.to)),
        ...money,
        footer: await todayCounters(db, tenantId, agentId, day),
      });
    },
    agents,
  );

  serve(
    app,
    getTeamProfitLoss,
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const { days, bounds } = daysOf(
        tenantTimeZone(merchantOf(request).tenant),
        range.from,
        range.to,
      );
      const periods = await teamMoney(db, tenantId, agentId, bounds);
      const rows = days.flatMap((day, index) => {
        const money = periods[index];
        return money ? [{ day, ...money }] : [];
      });
      rows.reverse();
      const { pageNo, pageSize } = request.query;
      const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok(reportPage(page, request.query, rows.length, totalOf(periods)));
    },
    agents,
  );

  await app.register(teamListRoutes);
}
