import type { FastifyRequest } from 'fastify';

import { type AccountBudget, spendAccountBudget } from '../domain/account-budgets';
import { merchantOf } from './merchant';

/** preHandler for a route that creates an account or starts a reset: spends the caller's budget. */
export function accountBudget(budget: AccountBudget) {
  return async (request: FastifyRequest): Promise<void> => {
    const tenantId = merchantOf(request).tenant.code;
    await spendAccountBudget(request.server.deps, budget, tenantId, request.ip);
  };
}
