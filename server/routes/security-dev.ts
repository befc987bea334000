import type { FastifyInstance } from 'fastify';

import { decideVerification } from '../domain/security/identity';
import { ErrorCodes, fail, ok } from '../http/envelope';

const decideBody = {
  type: 'object',
  required: ['decision'],
  properties: {
    decision: { enum: ['approve', 'reject'] },
    reason: { type: 'string', maxLength: 200 },
  },
} as const;

interface DecideRequest {
  Params: { username: string };
  Body: { decision: 'approve' | 'reject'; reason?: string };
}

/** Development stand-in for the back office's identity review (tenant from the Merchant header). */
export async function securityDevRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post<DecideRequest>(
    '/dev/kyc/:username/decide',
    { schema: { body: decideBody } },
    async (request, reply) => {
      const header = request.headers.merchant;
      const merchant =
        typeof header === 'string' ? deps.tenants.byMerchant(header.trim()) : undefined;
      if (!merchant)
        return reply
          .code(400)
          .send(fail(ErrorCodes.invalidRequest, 'A known Merchant header is required'));
      const { decision, reason } = request.body;
      return ok(
        await decideVerification(deps, merchant.tenant.code, request.params.username, {
          approve: decision === 'approve',
          reason,
        }),
      );
    },
  );
}
