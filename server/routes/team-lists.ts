import type { FastifyInstance } from 'fastify';

import { getTeamBets, getTeamMembers } from '../../contract/team';
import { teamBets } from '../domain/team/team-bets';
import { levelInTeam, parentOf, teamDownlines } from '../domain/team/team-downlines';
import { serve } from '../http/contract-route';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { reportPage, reportRange } from '../http/report-query';
import { agentOf, agentsOnly } from './agent-guards';
import { NOT_AVAILABLE } from './content-guards';

const agents = { preHandler: agentsOnly };

/** The team's bet records and the team's downlines (team management). */
export async function teamListRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    getTeamBets,
    async (request, reply) => {
      const range = reportRange(request, reply, now);
      if (!range) return reply;
      const { tenantId, agentId } = agentOf(request);
      const { username, gameType, pageNo, pageSize } = request.query;
      const bets = await teamBets(db, {
        tenantId,
        agentId,
        ...range,
        username,
        gameType,
        pageNo,
        pageSize,
      });
      return ok(reportPage(bets.content, request.query, bets.totalCount, bets.footer));
    },
    agents,
  );

  serve(
    app,
    getTeamMembers,
    async (request) => {
      const { tenantId, agentId } = agentOf(request);
      const { parentId = agentId, level, username, pageNo, pageSize } = request.query;
      const parentLevel = await levelInTeam(db, tenantId, agentId, parentId);
      const parent = parentLevel === undefined ? undefined : await parentOf(db, tenantId, parentId);
      if (parentLevel === undefined || !parent) return fail(ErrorCodes.notAvailable, NOT_AVAILABLE);
      const list = await teamDownlines(db, {
        tenantId,
        agentId,
        parentId,
        parentLevel,
        scope: level,
        username,
        now: now(),
        pageNo,
        pageSize,
      });
      return ok(
        reportPage(list.content, request.query, list.totalCount, {
          parent: { ...parent, level: parentLevel },
        }),
      );
    },
    agents,
  );
}
