import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  checkContracts,
  CONTRACT_ENDPOINTS,
  processDailySalaryContractByQuery,
} from '../../contract/agent-contracts';
import { CONTRACT_EXEMPT_TYPES } from '../../schema/constants';
import {
  answerContract,
  CONTRACT_KINDS,
  type ContractKind,
  currentContract,
  pendingOffers,
  payoutsOf,
} from '../domain/contracts';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { sessionOf } from '../http/session';
import { agentOf, agentsOnly } from './agent-guards';
import { isAgentType } from './content-guards';
import { contractsDevRoutes } from './contracts-dev';
import { kindEnabled, kindOff } from './contracts-relays';

const isExempt = (type: number) =>
  !isAgentType(type) || (CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type);

const agents = { preHandler: agentsOnly };

/** Agent contracts (docs/api.md "Contracts"): the check of pending offers, the pages, the answers. */
export async function contractsRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(app, checkContracts, async (request) => {
    const { tenantId, memberId, customerType } = sessionOf(request);
    const offers = isExempt(customerType)
      ? []
      : (await pendingOffers(db, tenantId, memberId)).filter((offer) =>
          kindEnabled(request, offer.kind),
        );
    const waiting = (kind: ContractKind) => (offers.some((offer) => offer.kind === kind) ? 1 : 0);
    // `offers` (ours) names the waiting contracts, so a prompt is shown once per contract.
    return ok({
      dailysalreqtype: waiting('dailySalary'),
      divtypecompperiodreq: waiting('dividend'),
      contracthoursalreq: waiting('hourSalary'),
      offers,
    });
  });

  /** The agent's answer to its contract `contractId` of `kind`. */
  const answer = async (
    request: FastifyRequest,
    kind: ContractKind,
    { contractId, accept }: { contractId: number; accept: boolean },
  ) => {
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

  for (const kind of CONTRACT_KINDS) {
    const { get, process } = CONTRACT_ENDPOINTS[kind];

    serve(
      app,
      get,
      async (request) => {
        if (!kindEnabled(request, kind)) return ok({ contract: null, payouts: [] });
        const { tenantId, agentId } = agentOf(request);
        const contract = await currentContract(db, tenantId, agentId, kind);
        const payouts = await payoutsOf(db, tenantId, agentId, kind);
        return ok({ contract: contract ?? null, payouts });
      },
      agents,
    );

    serve(app, process, (request) => answer(request, kind, request.body), agents);
  }
  // Spec §7 lists the daily salary answer as a GET with a query too.
  serve(
    app,
    processDailySalaryContractByQuery,
    (request) => answer(request, 'dailySalary', request.query),
    agents,
  );

  if (app.deps.dev) await app.register(contractsDevRoutes);
}
