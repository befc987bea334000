import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { teamBets } from '../domain/team/team-bets';
import { levelInTeam, parentOf, teamDownlines } from '../domain/team/team-downlines';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { idInteger } from '../../contract/inputs';
import {
  reportPage,
  reportQueryProperties,
  type ReportQuery,
  reportRange,
} from '../http/report-query';
import { agentOf, requireAgent } from './agent-guards';
import { NOT_AVAILABLE, type PageQuery, pageProperties } from './content-guards';

const USERNAME = { type: 'string', maxLength: 32 } as const;

const betsQuery = {
  type: 'object',
  properties: {
    ...reportQueryProperties,
    username: USERNAME,
    gameType: { type: 'string', pattern: '^[A-Z]{1,16}$' },
  },
} as const;
type BetsQuery = ReportQuery & { username?: string; gameType?: string };

const membersQuery = {
  type: 'object',
  properties: {
    ...pageProperties,
    username: USERNAME,
    parentId: idInteger,
    level: { type: 'string', enum: ['direct', 'all'], default: 'direct' },
  },
} as const;
type MembersQuery = PageQuery & { username?: string; parentId?: number; level: 'direct' | 'all' };

/** The team's bet records and the team's downlines (team management). */
export async function teamListRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get<{ Querystring: BetsQuery }>(
    '/wps/agent/team/bets',
    { schema: { querystring: betsQuery }, preHandler: requireAgent },
    async (request: FastifyRequest<{ Querystring: BetsQuery }>, reply: FastifyReply) => {
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
  );

  app.get<{ Querystring: MembersQuery }>(
    '/wps/agent/team/members',
    { schema: { querystring: membersQuery }, preHandler: requireAgent },
    async (request) => {
      const { tenantId, agentId } = agentOf(request);
      const { parentId = agentId, level, username, pageNo, pageSize } = request.query;
      const parentLevel = await levelInTeam(db, tenantId, agentId, parentId);
      if (parentLevel === undefined) return fail(ErrorCodes.notAvailable, NOT_AVAILABLE);
      const query = {
        tenantId,
        agentId,
        parentId,
        parentLevel,
        scope: level,
        username,
        now: now(),
        pageNo,
        pageSize,
      };
      const list = await teamDownlines(db, query);
      const parent = await parentOf(db, tenantId, parentId);
      return ok(
        reportPage(list.content, request.query, list.totalCount, {
          parent: { ...parent, level: parentLevel },
        }),
      );
    },
  );
}
