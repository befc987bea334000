import type { FastifyInstance, FastifyRequest } from 'fastify';

import { CONTRACT_EXEMPT_TYPES } from '../../schema/constants';
import {
  answerContract,
  CONTRACT_KINDS,
  currentContract,
  pendingOffers,
  payoutsOf,
} from '../domain/contracts';
import { fail, ok } from '../http/envelope';
import { requireSession, sessionOf } from '../http/session';
import { agentOf, requireAgent } from './agent-guards';
import { isAgentType } from './content-guards';
import { contractsDevRoutes } from './contracts-dev';
import {
  CHECK_FIELDS,
  CONTRACT_RELAYS,
  kindEnabled,
  kindOff,
  processBody,
  type ProcessBody,
} from './contracts-relays';

const isExempt = (type: number) =>
  !isAgentType(type) || (CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type);

/** Agent contracts (docs/api.md "Contracts"): the check of pending offers, the pages, the answers. */
export async function contractsRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get('/wps/relay/MCSFE_checkContracts', { preHandler: requireSession }, async (request) => {
    const { tenantId, memberId, customerType } = sessionOf(request);
    const offers = isExempt(customerType)
      ? []
      : (await pendingOffers(db, tenantId, memberId)).filter((offer) =>
          kindEnabled(request, offer.kind),
        );
    const flags = CONTRACT_KINDS.map((kind) => {
      const waiting = offers.some((offer) => offer.kind === kind);
      return [CHECK_FIELDS[kind], waiting ? 1 : 0] as const;
    });
    // `offers` (ours) names the waiting contracts, so a prompt is shown once per contract.
    return ok({ ...Object.fromEntries(flags), offers });
  });

  for (const kind of CONTRACT_KINDS) {
    const { get, process } = CONTRACT_RELAYS[kind];

    app.get(`/wps/relay/${get}`, { preHandler: requireAgent }, async (request) => {
      if (!kindEnabled(request, kind)) return ok({ contract: null, payouts: [] });
      const { tenantId, agentId } = agentOf(request);
      const contract = await currentContract(db, tenantId, agentId, kind);
      const payouts = await payoutsOf(db, tenantId, agentId, kind);
      return ok({ contract: contract ?? null, payouts });
    });

    const answer = async (request: FastifyRequest, { contractId, accept }: ProcessBody) => {
      if (!kindEnabled(request, kind)) return kindOff();
      const { tenantId, agentId } = agentOf(request);
      const target = { tenantId, memberId: agentId, kind, contractId };
      const result = await answerContract(db, now, target, accept);
      if (result.outcome === 'notFound')
        return fail('contract.not.found', 'There is no such contract for this account.');
      if (result.outcome === 'alreadyAnswered')
        return fail(
          'contract.answered',
          `This contract has already been ${result.contract.status}.`,
          result.contract,
        );
      return ok(result.contract);
    };

    app.post<{ Body: ProcessBody }>(
      `/wps/relay/${process}`,
      { schema: { body: processBody }, preHandler: requireAgent },
      (request) => answer(request, request.body),
    );
    // Spec §7 lists the daily salary answer as a GET with a query too.
    if (kind === 'dailySalary')
      app.get<{ Querystring: ProcessBody }>(
        `/wps/relay/${process}`,
        { schema: { querystring: processBody }, preHandler: requireAgent },
        (request) => answer(request, request.query),
      );
  }

  if (app.deps.dev) await app.register(contractsDevRoutes);
}
