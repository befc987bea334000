import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { requestId } from '../../contract/inputs';
import { isWholeCents, toMajor, toMinor } from '../../contract/money';
import { postOnce } from '../domain/ledger';
import { normalizeUsername } from '../domain/members';
import { decideWithdrawal, type Decision } from '../domain/withdraw';
import { ErrorCodes, fail, ok } from '../http/envelope';

const decideBody = {
  type: 'object',
  required: ['decision'],
  additionalProperties: false,
  properties: {
    decision: { enum: ['approve', 'reject'] },
    reason: { type: 'string', maxLength: 200 },
  },
} as const;

const creditBody = {
  type: 'object',
  required: ['username', 'amount'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
    requestId,
  },
} as const;

/** The tenant of the `Merchant` header, or null after answering 400. */
function tenantOf(request: FastifyRequest, reply: FastifyReply): string | null {
  const header = request.headers.merchant;
  const match =
    typeof header === 'string' ? request.server.deps.tenants.byMerchant(header.trim()) : undefined;
  if (match) return match.tenant.code;
  void reply.code(400).send(fail(ErrorCodes.invalidRequest, 'A known Merchant header is required'));
  return null;
}

/**
 * Development only (never registered in production): the operator back office deciding
 * withdrawals, and a wallet credit (`seed.deposit`) so a test can fund a fresh account.
 */
export async function withdrawDevRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.post<{ Params: { id: number }; Body: { decision: Decision; reason?: string } }>(
    '/dev/withdrawals/:id/decide',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        body: decideBody,
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request, reply);
      if (!tenantId) return reply;
      const { decision, reason } = request.body;
      return ok(await decideWithdrawal(db, now, tenantId, request.params.id, decision, reason));
    },
  );

  app.post<{ Body: { username: string; amount: number; requestId?: string } }>(
    '/dev/wallet/credit',
    { schema: { body: creditBody } },
    async (request, reply) => {
      const tenantId = tenantOf(request, reply);
      if (!tenantId) return reply;
      const { username, amount, requestId = randomUUID() } = request.body;
      const [member] = await db.query<{ id: number }>(
        'SELECT id FROM members WHERE tenant_id = $1 AND username = $2',
        [tenantId, normalizeUsername(username)],
      );
      if (!member) return fail('member.not.found', `No member ${username}`);
      if (!isWholeCents(amount)) return fail('amount.invalid', 'At most 2 decimals.');
      const result = await postOnce(db, now, {
        tenantId,
        memberId: member.id,
        kind: 'seed.deposit',
        reference: requestId,
        amount: toMinor(amount),
      });
      return ok({ ...result, balance: toMajor(result.balance) });
    },
  );
}
