import type { FastifyInstance } from 'fastify';

import { checkDownline, openDownline } from '../domain/agent-home/open-downline';
import { decryptBody } from '../http/body';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant';
import { type Inputs, inputsSchema } from '../http/requester';
import { agentOf, requireAgent } from './agent-guards';

const downlineForm = inputsSchema([
  'username',
  'password',
  'confirmPassword',
  'customerType',
  'nickname',
]);

/** An agent opens an account (member or sub-agent) directly under itself. */
export async function agentDownlineRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.post<{ Body: Inputs }>(
    '/wps/agent/downline',
    {
      config: { encrypted: true },
      preValidation: decryptBody,
      preHandler: requireAgent,
      schema: { body: downlineForm },
    },
    async (request) => {
      const { agentId, customerType } = agentOf(request);
      const input = checkDownline(request.body);
      const agent = { tenant: merchantOf(request).tenant, agentId, agentType: customerType };
      return ok(await openDownline({ db, now }, agent, input));
    },
  );
}
