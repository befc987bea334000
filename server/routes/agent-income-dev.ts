import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AgentIncomeError, isAgent, notAnAgent, settleAgentRebate } from '../domain/agent-income';
import { normalizeUsername } from '../domain/members';
import { isDay, tenantTimeZone } from '../domain/play/tenant-day';
import { ErrorCodes, fail, ok } from '../http/envelope';

const settleBody = {
  type: 'object',
  required: ['username', 'day'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
} as const;

/** The tenant of the `Merchant` header, or undefined after answering 400. */
function tenantOf(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.merchant;
  const match =
    typeof header === 'string' ? request.server.deps.tenants.byMerchant(header.trim()) : undefined;
  if (match) return match.tenant;
  void reply.code(400).send(fail(ErrorCodes.invalidRequest, 'A known Merchant header is required'));
  return undefined;
}

/**
 * Development only: the platform's daily job run on demand for one agent — settle (pay) a finished
 * day's agent rebate, once. (Dividends are paid by `POST /dev/contracts/settle`.)
 */
export async function agentIncomeDevRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  const agentNamed = async (tenantId: string, username: string) => {
    const [row] = await db.query<{ id: number; customerType: number }>(
      `SELECT id, customer_type AS "customerType" FROM members WHERE tenant_id = $1 AND username = $2`,
      [tenantId, normalizeUsername(username)],
    );
    if (!row || !isAgent(row.customerType)) throw notAnAgent();
    return row.id;
  };

  const answer = async <T>(work: () => Promise<T>) => {
    try {
      return ok(await work());
    } catch (error) {
      if (error instanceof AgentIncomeError) return fail(error.errorCode, error.message);
      throw error;
    }
  };

  app.post<{ Body: { username: string; day: string } }>(
    '/dev/agent-income/settle',
    { schema: { body: settleBody } },
    async (request, reply) => {
      const tenant = tenantOf(request, reply);
      if (!tenant) return reply;
      const { username, day } = request.body;
      if (!isDay(day)) return fail(ErrorCodes.invalidRequest, 'day is a real YYYY-MM-DD');
      return answer(async () =>
        settleAgentRebate(db, now, {
          tenantId: tenant.code,
          agentId: await agentNamed(tenant.code, username),
          day,
          zone: tenantTimeZone(tenant),
        }),
      );
    },
  );
}
