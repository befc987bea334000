import type { FastifyReply, FastifyRequest } from 'fastify';

import { ErrorCodes, fail } from '../http/envelope';
import { sessionOf } from '../http/session';
import { isAgentType, NOT_AVAILABLE } from './content-guards';

/**
 * preHandler of every agent-centre call, after the contract's session check (401 without a live
 * session): the session's customer type must be an agent's (outside 0, 4 and 40); members and
 * free-trial accounts get `function.not.available`.
 */
export async function agentsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isAgentType(sessionOf(request).customerType))
    return reply.send(fail(ErrorCodes.notAvailable, NOT_AVAILABLE));
}

/** The agent (tenant, member id) of an agent-centre request. */
export function agentOf(request: FastifyRequest) {
  const { tenantId, memberId, customerType } = sessionOf(request);
  return { tenantId, agentId: memberId, customerType };
}
