import type { FastifyInstance } from 'fastify';

import { openDownline } from '../../contract/agent';
import { checkDownline, openDownline as openAccount } from '../domain/agent-home/open-downline';
import { decryptBody } from '../http/body';
import { serve } from '../http/contract-route';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { agentOf, agentsOnly } from './agent-guards';

/** An agent opens an account (member or sub-agent) directly under itself. */
export async function agentDownlineRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    openDownline,
    async (request) => {
      const { agentId, customerType } = agentOf(request);
      const input = checkDownline(request.body);
      const agent = { tenant: merchantOf(request).tenant, agentId, agentType: customerType };
      return ok(await openAccount({ db, now }, agent, input));
    },
    { config: { encrypted: true }, preValidation: decryptBody, preHandler: agentsOnly },
  );
}
