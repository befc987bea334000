import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  acceptedContract,
  CONTRACT_KINDS,
  type ContractKind,
  type ContractTerms,
  DEFAULT_TERMS,
  type DividendTerms,
  lastClosedPeriod,
  offerContract,
  settlePeriod,
  unitOf,
  validTerms,
} from '../domain/contracts';
import { normalizeUsername } from '../domain/members';
import { tenantTimeZone } from '../domain/play/tenant-day';
import { ErrorCodes, fail, ok } from '../http/envelope';
import { isAgentType } from './content-guards';
import { kindOff } from './contracts-relays';

const USERNAME = { type: 'string', minLength: 1, maxLength: 64 } as const;
const KIND = { enum: CONTRACT_KINDS } as const;

const offerBody = {
  type: 'object',
  required: ['username', 'kind'],
  additionalProperties: false,
  properties: { username: USERNAME, kind: KIND, terms: { type: 'object' } },
} as const;

const settleBody = {
  type: 'object',
  required: ['username', 'kind'],
  additionalProperties: false,
  properties: { username: USERNAME, kind: KIND, period: { type: 'string', maxLength: 20 } },
} as const;

interface Target {
  username: string;
  kind: ContractKind;
}

/**
 * Development only (never registered in production): the operator offering a contract to an agent,
 * and the settlement of a closed period (what the platform's scheduler does after each period).
 */
export async function contractsDevRoutes(app: FastifyInstance) {
  const { db, now, tenants } = app.deps;

  /** The tenant of the `Merchant` header and the named agent, or null after answering. */
  async function agentOf(request: FastifyRequest<{ Body: Target }>, reply: FastifyReply) {
    const header = request.headers.merchant;
    const match = typeof header === 'string' ? tenants.byMerchant(header.trim()) : undefined;
    if (!match) {
      void reply
        .code(400)
        .send(fail(ErrorCodes.invalidRequest, 'A known Merchant header is required'));
      return null;
    }
    const tenant = match.tenant;
    if (request.body.kind === 'dividend' && !tenant.dividends) {
      void reply.send(kindOff());
      return null;
    }
    const [member] = await db.query<{ id: number; type: number; upline: number | null }>(
      `SELECT id, customer_type AS type, upline_id AS upline FROM members
       WHERE tenant_id = $1 AND username = $2`,
      [tenant.code, normalizeUsername(request.body.username)],
    );
    if (!member || !isAgentType(member.type)) {
      void reply.send(fail('agent.not.found', `No agent ${request.body.username}`));
      return null;
    }
    return { tenant, member };
  }

  app.post<{ Body: Target & { terms?: ContractTerms } }>(
    '/dev/contracts/offer',
    { schema: { body: offerBody } },
    async (request, reply) => {
      const found = await agentOf(request, reply);
      if (!found) return reply;
      const { kind, terms = DEFAULT_TERMS[kind] } = request.body;
      if (!validTerms(kind, terms))
        return fail(ErrorCodes.invalidRequest, `terms do not fit a ${kind} contract`);
      const contract = await offerContract(db, now, {
        tenantId: found.tenant.code,
        memberId: found.member.id,
        kind,
        terms,
        offeredBy: found.member.upline,
      });
      return contract
        ? ok(contract)
        : fail('contract.live', 'This agent already has a live contract of this kind.');
    },
  );

  app.post<{ Body: Target & { period?: string } }>(
    '/dev/contracts/settle',
    { schema: { body: settleBody } },
    async (request, reply) => {
      const found = await agentOf(request, reply);
      if (!found) return reply;
      const { kind } = request.body;
      const tenantId = found.tenant.code;
      const zone = tenantTimeZone(found.tenant);
      const contract = await acceptedContract(db, tenantId, found.member.id, kind);
      const unit = unitOf(kind, (contract?.terms as DividendTerms | undefined)?.period);
      const period = request.body.period ?? lastClosedPeriod(unit, zone, now());
      const result = await settlePeriod(db, now, {
        tenantId,
        memberId: found.member.id,
        kind,
        period,
        zone,
      });
      switch (result.outcome) {
        case 'noContract':
          return fail('contract.not.accepted', 'The agent has no accepted contract of this kind.');
        case 'badPeriod':
          return fail(ErrorCodes.invalidRequest, `Not a period of this contract: ${period}`);
        case 'periodOpen':
          return fail('period.open', `The period ${period} has not ended yet.`);
        default:
          return ok({ period, ...result });
      }
    },
  );
}
